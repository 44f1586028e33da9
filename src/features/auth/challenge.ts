import { call, getContext, put, take } from 'redux-saga/effects';
import type { Services } from '@/core/services';
import { authActions } from './slice';

/**
 * The anti-bot challenge (spec 1 §3 "anti-bot verification fields from a challenge service").
 * Contract shared by login, registration and password recovery:
 *
 *   const result: ChallengeResult | null = yield call(runChallenge, 'login');
 *   if (!result) return; // the user closed the challenge
 *   yield call(api.call, 'login', { ...form, ...result });
 *
 * The shipped mock provider shows a real, accessible challenge in the browser (a small sum to
 * answer in a dialog, keyboard operable; `ChallengeMount` renders it): a right answer yields the
 * verification fields, a wrong one asks a new sum, closing the dialog yields null. Whether the
 * server accepts the fields is the server's business (the mock rejects them with a 'geetest'
 * error when its scenario says `challenge: 'fail'`).
 */
export interface ChallengeResult {
  lot_number: string;
  captcha_output: string;
  pass_token: string;
  gen_time: string;
}

export type ChallengePurpose = 'login' | 'register' | 'sms' | 'forgot';

let counter = 0;

/** A sum of two digits from 1 to 9 (the injected `random`, so tests are deterministic). */
function question(random: () => number) {
  const digit = () => 1 + Math.min(8, Math.floor(random() * 9));
  return { a: digit(), b: digit() };
}

/** Hex of a string's bytes (no Buffer in the browser). */
const hex = (text: string) =>
  [...new TextEncoder().encode(text)].map((b) => b.toString(16).padStart(2, '0')).join('');

export function* runChallenge(
  purpose: ChallengePurpose,
): Generator<unknown, ChallengeResult | null, unknown> {
  const { random } = (yield getContext('services')) as Services;
  counter += 1;
  const id = `challenge-${counter}`;
  let q = question(random);
  let round = 0;
  yield put(authActions.challengeShown({ id, purpose, ...q, wrong: false, round }));
  try {
    for (;;) {
      const action = (yield take([
        authActions.challengeAnswered.type,
        authActions.challengeCancelled.type,
      ])) as
        | ReturnType<typeof authActions.challengeAnswered>
        | ReturnType<typeof authActions.challengeCancelled>;
      if (action.payload.id !== id) continue;
      if (authActions.challengeCancelled.match(action)) return null;
      const answer = action.payload.answer.trim();
      if (answer !== '' && Number(answer) === q.a + q.b) {
        const now = (yield call(Date.now)) as number;
        const lot = hex(`${id}-${now}`).slice(0, 32);
        return {
          lot_number: lot,
          captcha_output: hex(`${q.a}+${q.b}=${answer}`),
          pass_token: hex(`${lot}:${purpose}`).slice(0, 64),
          gen_time: String(Math.floor(now / 1000)),
        };
      }
      q = question(random);
      round += 1;
      yield put(authActions.challengeShown({ id, purpose, ...q, wrong: true, round }));
    }
  } finally {
    yield put(authActions.challengeClosed({ id }));
  }
}
