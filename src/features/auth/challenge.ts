/**
 * The anti-bot challenge (spec 1 §3 "anti-bot verification fields from a challenge service").
 * Contract shared by login, registration and password recovery:
 *
 *   const result: ChallengeResult | null = yield call(runChallenge, 'login');
 *   if (!result) return; // the user closed the challenge
 *   yield call(api.call, 'login', { ...form, ...result });
 *
 * The provider behind it is pluggable; the shipped mock provider shows a real, accessible
 * challenge in the browser. (Filled in by the login work; this body is a placeholder.)
 */
export interface ChallengeResult {
  lot_number: string;
  captcha_output: string;
  pass_token: string;
  gen_time: string;
}

export type ChallengePurpose = 'login' | 'register' | 'sms' | 'forgot';

export function* runChallenge(_purpose: ChallengePurpose): Generator<unknown, ChallengeResult | null, unknown> {
  const genTime: unknown = yield Promise.resolve(String(Date.now()));
  return { lot_number: 'mock', captcha_output: 'mock', pass_token: 'mock', gen_time: String(genTime) };
}
