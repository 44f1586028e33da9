import type { CentreAddress } from './centre-address';

/**
 * A centre (spec 2 §2: the member centre, the agent centre): a panel over the current route opened
 * by its address (`?<param>=<page>`), so every page has a deep link, the back button walks the
 * pages opened and a reload keeps the page; a left navigation of entries, each naming its page
 * and, for some, the feature flag it needs. Each centre is one configuration of this.
 */

/** A navigation entry: its label key, its page, and the flag it needs to show, if any. */
export interface CentreEntry<P extends string = string> {
  readonly label: string;
  readonly page: P;
  readonly flag?: string;
}

export interface CentreConfig<P extends string, E extends CentreEntry<P>> {
  /** The left navigation, in the spec's order. */
  entries: readonly E[];
  /** The pages the panel shows besides the navigation's (reached from elsewhere). */
  otherPages?: readonly P[];
  /** The page an unknown page in the address opens. */
  defaultPage: P;
}

export function defineCentre<P extends string, E extends CentreEntry<P>>(
  address: CentreAddress<P>,
  { entries, otherPages = [], defaultPage }: CentreConfig<P, E>,
) {
  /** Every page the panel shows. */
  const pages: readonly P[] = [...entries.map((e) => e.page), ...otherPages];
  const isPage = (value: string | null): value is P =>
    value !== null && (pages as readonly string[]).includes(value);
  return {
    ...address,
    entries,
    pages,
    defaultPage,
    isPage,
    /** The page a search string asks for (an unknown page: the default page), or null: closed. */
    pageOf(search: string): P | null {
      const value = new URLSearchParams(search).get(address.param);
      if (value === null) return null;
      return isPage(value) ? value : defaultPage;
    },
    /** The entry of a page, if it has one. */
    entryOf: (page: P): E | undefined => entries.find((e) => e.page === page),
    /** The entries shown with these flags (an entry without a flag always shows). */
    visibleEntries: (flags: Partial<Record<string, boolean>>): E[] =>
      entries.filter((e) => e.flag === undefined || flags[e.flag] === true),
  };
}

export type Centre<P extends string, E extends CentreEntry<P>> = ReturnType<
  typeof defineCentre<P, E>
>;
