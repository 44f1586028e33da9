import { withCentreAddress, withCentreParam } from './centre-address';
import type { AgentCentrePage } from './agent-centre';

/*
 * The agent centre's address without its page list, so that what the first page needs (is the
 * panel asked for? open it from the header) does not carry the list into the first page's bundle.
 */

/** The page the panel opens on when none is asked for (spec 2 §2: team overview). */
export const DEFAULT_AGENT_PAGE: AgentCentrePage = 'agentTeamOverview';

/** The query parameter that opens the panel. */
export const AGENT_CENTRE_PARAM = 'agent';

/** The search string with the panel on this page (other parameters kept), or closed (null). */
export const withAgentCentrePage = (search: string, page: AgentCentrePage | null): string =>
  withCentreParam(search, AGENT_CENTRE_PARAM, page);

/**
 * A whole address (path, search and hash, as the router's location gives it) with the panel on
 * this page, or closed (null): the route and its other parameters stay.
 */
export const agentCentreAddress = (location: string, page: AgentCentrePage | null): string =>
  withCentreAddress(location, AGENT_CENTRE_PARAM, page);
