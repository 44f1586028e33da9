import { call, race, take, takeLatest } from 'redux-saga/effects';
import { ErrorCodes } from '@/api/contract/constants';
import { isApiError } from '@/api/errors';
import { sessionActions } from '@/core/session/slice';

/**
 * Why a promotions page's call failed (spec 2 §8): the connection dropped or timed out, the session
 * ended (HTTP 401: the member centre opens the login popup), a trial account
 * ('in_need_true_account'), #727 system busy, or another business error by its code and message.
 */
export interface Failure {
  kind: 'offline' | 'session' | 'trial' | 'busy' | 'server';
  code: string;
  message: string;
}

export function failureOf(error: unknown): Failure {
  const message = error instanceof Error ? error.message : String(error);
  if (!isApiError(error)) return { kind: 'server', code: '', message };
  const { code } = error;
  const kind =
    error.kind === 'network'
      ? 'offline'
      : error.kind === 'unauthorized'
        ? 'session'
        : code === ErrorCodes.trialAccount
          ? 'trial'
          : code === ErrorCodes.systemBusy
            ? 'busy'
            : 'server';
  return { kind, code, message };
}

/** Whether trying the same call again can help. */
export const retryable = (failure: Failure) =>
  failure.kind !== 'session' && failure.kind !== 'trial';

/**
 * A page while it is shown: `load` now, again on each of `reload` (a retry, a new period) and after
 * a new login (the session ended and the member logged in again); everything stops on `closed`.
 */
export function* shownPage(opts: {
  closed: string;
  reload: string[];
  load: (action?: unknown) => Generator<unknown, unknown, never>;
}) {
  yield race({
    page: call(function* page() {
      yield takeLatest([...opts.reload, sessionActions.memberInfoLoaded.type], opts.load);
      yield call(opts.load);
    }),
    closed: take(opts.closed),
  });
}
