/**
 * The domain check's first step (spec 2 §8 'Invalid URL, please contact customer service'): the
 * status answer's `mainDomain` and `domainRoute` name the platform's domains; a host named there
 * is allowed without asking more. The rest of the check (the domain list) is ./domain-list.ts,
 * loaded only for a host the status answer does not name.
 */

/** The hostname of a domain entry or host: no scheme, port, path; lower case. */
export function hostnameOf(entry: string): string {
  const bare = entry
    .trim()
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, '');
  if (bare.startsWith('[')) return bare.slice(0, bare.indexOf(']') + 1);
  return bare.replace(/[:/?#].*$/, '');
}

/** The domains named by entries such as `mainDomain` (each may list several, comma-separated). */
export const domainsOf = (entries: readonly (string | null | undefined)[]): string[] =>
  entries
    .flatMap((e) => (e ? e.split(',') : []))
    .map(hostnameOf)
    .filter(Boolean);

/** Whether `host` (location.host) is one of `domains`. */
export const namesHost = (domains: readonly string[], host: string) =>
  domains.includes(hostnameOf(host));
