import type { MemberCentrePage } from './member-centre';

/*
 * The member centre's address without its page list, so that what the first page needs (is the
 * panel asked for? open it from the header) does not carry the list into the first page's bundle.
 */

/** The query parameter that opens the panel. */
export const MEMBER_CENTRE_PARAM = 'member';

/** The search string with the panel on this page (other parameters kept), or closed (null). */
export function withMemberCentrePage(search: string, page: MemberCentrePage | null): string {
  const params = new URLSearchParams(search);
  if (page === null) params.delete(MEMBER_CENTRE_PARAM);
  else params.set(MEMBER_CENTRE_PARAM, page);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * A whole address (path, search and hash, as the router's location gives it) with the panel on
 * this page, or closed (null): the route and its other parameters stay.
 */
export function memberCentreAddress(location: string, page: MemberCentrePage | null): string {
  const hashAt = location.indexOf('#');
  const hash = hashAt >= 0 ? location.slice(hashAt) : '';
  const rest = hashAt >= 0 ? location.slice(0, hashAt) : location;
  const searchAt = rest.indexOf('?');
  const path = (searchAt >= 0 ? rest.slice(0, searchAt) : rest) || '/';
  const search = searchAt >= 0 ? rest.slice(searchAt) : '';
  return `${path}${withMemberCentrePage(search, page)}${hash}`;
}
