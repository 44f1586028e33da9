import { call, put, select } from 'redux-saga/effects';
import type { ResponseOf } from '@/api/client';
import { decryptCsPath } from '@/api/contract/cs-path';
import type { CustomerService } from '@/api/contract/system';
import type { RootState } from '@/app/store';
import { services, type Services } from '@/core/services';
import { CS_WINDOW_FEATURES, CS_WINDOW_NAME, VIP_RANK_THRESHOLD } from './sagas';
import { systemActions } from './slice';

/** The customer-service link call's entries (spec 1 §7), as the status answer lists them; null on failure. */
function* customerServiceLinks() {
  const { api }: Services = yield* services();
  try {
    const answer: ResponseOf<'customerServiceLink'> = yield call(api.call, 'customerServiceLink');
    return answer.version.pathList.map((p) => ({ csType: p.type, path: p.path }));
  } catch {
    return null;
  }
}

/**
 * Opens customer service: VIP service above rank 4, else live chat (type '3'). The address comes
 * from the customer-service link call, asked when a button opens it (the operator may have moved
 * the chat since start-up), else from the status answer; its path is decrypted here. The window
 * was reserved inside the click (sagas.ts), as the call answers after it.
 */
export function* openCustomerServiceFlow() {
  const { openWindow, releaseWindow }: Services = yield* services();
  const state: RootState = yield select();
  const rank = state.session.member?.clubLabel?.rankLevel ?? 0;
  const wanted = rank > VIP_RANK_THRESHOLD ? 'VIP' : '3';
  const fresh: CustomerService[] | null = yield call(customerServiceLinks);
  const lists = [fresh ?? [], state.system.customerService];
  const entry =
    lists.map((l) => l.find((e) => e.csType === wanted)).find(Boolean) ??
    lists.map((l) => l.find((e) => e.csType === '3')).find(Boolean);
  const url = entry ? decryptCsPath(entry.path) : null;
  if (!url) {
    if (releaseWindow) yield call(releaseWindow, CS_WINDOW_NAME);
    yield put(systemActions.noticeShown('noCustomerService'));
    return;
  }
  const opened: Window | null = yield call(openWindow, url, CS_WINDOW_NAME, CS_WINDOW_FEATURES);
  if (!opened) yield put(systemActions.noticeShown('popupBlocked'));
}
