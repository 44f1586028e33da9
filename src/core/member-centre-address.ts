import { withCentreAddress, withCentreParam } from './centre-address';
import type { MemberCentrePage } from './member-centre';

/*
 * The member centre's address without its page list, so that what the first page needs (is the
 * panel asked for? open it from the header) does not carry the list into the first page's bundle.
 */

/** The query parameter that opens the panel. */
export const MEMBER_CENTRE_PARAM = 'member';

/** The search string with the panel on this page (other parameters kept), or closed (null). */
export const withMemberCentrePage = (search: string, page: MemberCentrePage | null): string =>
  withCentreParam(search, MEMBER_CENTRE_PARAM, page);

/**
 * A whole address (path, search and hash, as the router's location gives it) with the panel on
 * this page, or closed (null): the route and its other parameters stay.
 */
export const memberCentreAddress = (location: string, page: MemberCentrePage | null): string =>
  withCentreAddress(location, MEMBER_CENTRE_PARAM, page);
