import { Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { lazyComponent } from '@/core/lazy-feature';
import { MEMBER_CENTRE_PARAM } from '@/core/member-centre-address';

const MemberCentreMount = lazyComponent(() => import('./MemberCentreMount'));

/**
 * The member centre over any route (spec 2 §2): shown while the address carries
 * `?member=<page>`, its code loaded only then (nothing of it on the first page's bundle).
 */
export function MemberCentreHost() {
  const { search } = useLocation();
  // Which page (checked against the page list) is read in the mount's chunk.
  if (!new URLSearchParams(search).has(MEMBER_CENTRE_PARAM)) return null;
  // The chunk's own loading state shows once it is in (with its styles).
  return (
    <Suspense fallback={null}>
      <MemberCentreMount search={search} />
    </Suspense>
  );
}
