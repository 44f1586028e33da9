import { call } from 'redux-saga/effects';
import type { ResponseOf } from '@/api/client';
import { services, type Services } from '@/core/services';
import { session } from '@/lib/storage';
import { domainsOf, namesHost } from './domain';

/** The session key the domain list is kept under (the session keys of spec 1 §3 and spec 2 §3). */
export const ROUTERS_KEY = 'routers';

/** The domain list kept for the session, when there is a readable one. */
function cachedRouters(): string[] | null {
  try {
    const kept: unknown = JSON.parse(session.get(ROUTERS_KEY) ?? 'null');
    return Array.isArray(kept) && kept.every((d) => typeof d === 'string') ? kept : null;
  } catch {
    return null;
  }
}

/**
 * The domain list (`domainRoute`, spec 1 §7 'routers / domain list'), asked once a session and kept
 * under `routers`; null when the platform gave none (the call failed, or its answer names no list):
 * nothing is kept then, so the next start asks again.
 */
export function* domainList() {
  const kept = cachedRouters();
  if (kept) return kept;
  const { api }: Services = yield* services();
  try {
    const answer: ResponseOf<'domainRoute'> = yield call(api.call, 'domainRoute');
    if (!answer.domainList) return null;
    const list = domainsOf(answer.domainList);
    session.set(ROUTERS_KEY, JSON.stringify(list));
    return list;
  } catch {
    return null;
  }
}

/**
 * Whether the portal may run on `host`, which the status answer's `named` domains do not name: the
 * domain list names it, or the platform names no domain at all. Refused only on what the platform
 * said: a list that cannot be had (a failed call, an answer without a list) lets the player in.
 */
export function* hostAllowed(host: string, named: string[]) {
  const list: string[] | null = yield call(domainList);
  if (list === null) return true;
  if (list.length === 0 && named.length === 0) return true;
  return namesHost(list, host);
}
