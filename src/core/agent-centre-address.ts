import { centreAddress } from './centre-address';
import type { AgentCentrePage } from './agent-centre';

/** The agent centre's address (`?agent=<page>`), without its page list. */
export const agentCentreAddressOf = centreAddress<AgentCentrePage>('agent');

export const {
  param: AGENT_CENTRE_PARAM,
  withPage: withAgentCentrePage,
  address: agentCentreAddress,
} = agentCentreAddressOf;

/** The page the panel opens on when none is asked for (spec 2 §2: team overview). */
export const DEFAULT_AGENT_PAGE: AgentCentrePage = 'agentTeamOverview';
