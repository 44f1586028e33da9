import { lazy, Suspense } from 'react';
import { Loading } from '@/components/Loading';

// The page and its form are their own chunk: this section ships with the shell and stays tiny.
const RegisterPage = lazy(() => import('@/features/register/pages/RegisterPage'));

export default function Section() {
  return (
    <Suspense fallback={<Loading />}>
      <RegisterPage />
    </Suspense>
  );
}
