import { AGENT_CENTRE_PARAM } from '@/core/agent-centre-address';
import { lazyComponent } from '@/core/lazy-feature';
import { CentreHost } from './CentreHost';

const AgentCentreMount = lazyComponent(() => import('./AgentCentreMount'));

/** The agent centre over any route, while the address carries `?agent=<page>`. */
export const AgentCentreHost = () => (
  <CentreHost param={AGENT_CENTRE_PARAM} Mount={AgentCentreMount} />
);
