import { Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { lazyComponent } from '@/core/lazy-feature';
import { AGENT_CENTRE_PARAM } from '@/core/agent-centre-address';

const AgentCentreMount = lazyComponent(() => import('./AgentCentreMount'));

/**
 * The agent centre over any route (spec 2 §2 agent centre): shown while the address carries
 * `?agent=<page>`, its code loaded only then (nothing of it on the first page's bundle).
 */
export function AgentCentreHost() {
  const { search } = useLocation();
  // Which page (checked against the page list) is read in the mount's chunk.
  if (!new URLSearchParams(search).has(AGENT_CENTRE_PARAM)) return null;
  // The chunk's own loading state shows once it is in (with its styles).
  return (
    <Suspense fallback={null}>
      <AgentCentreMount search={search} />
    </Suspense>
  );
}
