/** Session-storage keys of spec 1 §3. */
export const SESSION_KEYS = [
  'token',
  'account',
  'isAgent',
  'merchant',
  'merchantCode',
  'customerId',
  'memberLabel',
  'memberLabelTextColor',
  'memberLabelBgColor',
  'gameVendor',
  'index_notice',
  'routers',
  'consolidated',
  'iframeUrl',
] as const;
export type SessionKey = (typeof SESSION_KEYS)[number];

/** Storage that never throws (private mode, disabled storage, quota). */
function safe(getStore: () => Storage) {
  return {
    get(key: string): string | null {
      try {
        return getStore().getItem(key);
      } catch {
        return null;
      }
    },
    set(key: string, value: string): void {
      try {
        getStore().setItem(key, value);
      } catch {
        /* storage unavailable: keep running */
      }
    },
    remove(key: string): void {
      try {
        getStore().removeItem(key);
      } catch {
        /* storage unavailable */
      }
    },
  };
}

export const session = safe(() => window.sessionStorage);
export const local = safe(() => window.localStorage);

/** Clears every session key, then restores the merchant values (spec 1 §4 logout). */
export function clearSession(merchant: string) {
  for (const key of SESSION_KEYS) session.remove(key);
  session.set('merchant', merchant);
  session.set('merchantCode', merchant);
}
