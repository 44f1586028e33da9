import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { useAppSelector } from '@/core/hooks';

const ChallengePanel = lazy(() => import('./ChallengePanel'));

// Only the first mounted ChallengeMount shows the challenge: the app mounts one for every flow,
// and the login popup mounts one too (harmless when the app's is there).
const mounts: symbol[] = [];
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * Shows the anti-bot challenge that `runChallenge` asks for (any flow: login, registration, SMS
 * codes, password recovery). Mount it once near the app's root; its panel loads on demand.
 */
export function ChallengeMount() {
  const [me] = useState(() => Symbol('challenge-mount'));
  useEffect(() => {
    mounts.push(me);
    notify();
    return () => {
      mounts.splice(mounts.indexOf(me), 1);
      notify();
    };
  }, [me]);
  const primary = useSyncExternalStore(subscribe, () => mounts[0] === me);
  // Always loaded: reads the lazy auth state directly (absent until the feature loads). The
  // feature's selectors module would bring the auth slice into the first page.
  const challenge = useAppSelector((s) => s.auth?.challenge ?? null);
  if (!primary || !challenge) return null;
  return (
    <Suspense fallback={null}>
      <ChallengePanel challenge={challenge} />
    </Suspense>
  );
}
