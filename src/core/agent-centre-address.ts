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
export function withAgentCentrePage(search: string, page: AgentCentrePage | null): string {
  const params = new URLSearchParams(search);
  if (page === null) params.delete(AGENT_CENTRE_PARAM);
  else params.set(AGENT_CENTRE_PARAM, page);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * A whole address (path, search and hash, as the router's location gives it) with the panel on
 * this page, or closed (null): the route and its other parameters stay.
 */
export function agentCentreAddress(location: string, page: AgentCentrePage | null): string {
  const hashAt = location.indexOf('#');
  const hash = hashAt >= 0 ? location.slice(hashAt) : '';
  const rest = hashAt >= 0 ? location.slice(0, hashAt) : location;
  const searchAt = rest.indexOf('?');
  const path = (searchAt >= 0 ? rest.slice(0, searchAt) : rest) || '/';
  const search = searchAt >= 0 ? rest.slice(searchAt) : '';
  return `${path}${withAgentCentrePage(search, page)}${hash}`;
}
