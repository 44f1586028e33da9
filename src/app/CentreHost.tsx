import { Suspense, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * A centre over any route (spec 2 §2): shown while the address carries `?<param>=<page>`, its
 * code (`Mount`, lazy) loaded only then, so nothing of it is on the first page's bundle.
 */
export function CentreHost({
  param,
  Mount,
}: {
  param: string;
  Mount: ComponentType<{ search: string }>;
}) {
  const { search } = useLocation();
  // Which page (checked against the page list) is read in the mount's chunk.
  if (!new URLSearchParams(search).has(param)) return null;
  // The chunk's own loading state shows once it is in (with its styles).
  return (
    <Suspense fallback={null}>
      <Mount search={search} />
    </Suspense>
  );
}
