import AgentCentrePanel, { feature } from '@/features/agent/components/AgentCentrePanel';
import { agentCentre } from '@/core/agent-centre';
import { AGENT_PAGES } from './agent-pages';

export { feature };

/** The agent centre with the app's table of built pages (its own chunk, with the feature's). */
export default function AgentCentreMount({ search }: { search: string }) {
  const page = agentCentre.pageOf(search) ?? agentCentre.defaultPage;
  return <AgentCentrePanel page={page} pages={AGENT_PAGES} />;
}
