/*
 * The address of a panel over the current route (the member and agent centres): one query
 * parameter names the panel's page, the route, its other parameters and hash stay. Without any
 * centre's page list, so that what the first page needs (is a panel asked for? open it from the
 * header) does not carry the lists into the first page's bundle.
 */

/** The search string with the panel's parameter on this page (others kept), or removed (null). */
export function withCentreParam(search: string, param: string, page: string | null): string {
  const params = new URLSearchParams(search);
  if (page === null) params.delete(param);
  else params.set(param, page);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * A whole address (path, search and hash, as the router's location gives it) with the panel's
 * parameter on this page, or removed (null).
 */
export function withCentreAddress(location: string, param: string, page: string | null): string {
  const hashAt = location.indexOf('#');
  const hash = hashAt >= 0 ? location.slice(hashAt) : '';
  const rest = hashAt >= 0 ? location.slice(0, hashAt) : location;
  const searchAt = rest.indexOf('?');
  const path = (searchAt >= 0 ? rest.slice(0, searchAt) : rest) || '/';
  const search = searchAt >= 0 ? rest.slice(searchAt) : '';
  return `${path}${withCentreParam(search, param, page)}${hash}`;
}

/** A centre's address: the query parameter that opens its panel, and its pages put in it. */
export interface CentreAddress<P extends string> {
  param: string;
  /** The search string with the panel on this page (other parameters kept), or closed (null). */
  withPage: (search: string, page: P | null) => string;
  /**
   * A whole address (path, search and hash, as the router's location gives it) with the panel on
   * this page, or closed (null): the route and its other parameters stay.
   */
  address: (location: string, page: P | null) => string;
}

export const centreAddress = <P extends string>(param: string): CentreAddress<P> => ({
  param,
  withPage: (search, page) => withCentreParam(search, param, page),
  address: (location, page) => withCentreAddress(location, param, page),
});
