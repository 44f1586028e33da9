import { ErrorCodes, WalletErrorCodes } from '@/api/contract/constants';
import type { SecurityCenterValue } from '@/api/contract/account';
import { isApiError } from '@/api/errors';

/**
 * The security level, derived from what protects the account: the login password (always set),
 * a bound mobile number, a bound e-mail and a payment password. All four: high; three: medium;
 * fewer: low. Linked social accounts are another way in, not a protection: they do not count.
 */
export type SecurityLevel = 'low' | 'medium' | 'high';

export interface SecurityScore {
  level: SecurityLevel;
  /** How many of the four protections are in place. */
  score: number;
  of: number;
  /** What is missing, in the page's order (its texts: security.missing.<item>). */
  missing: ('mobile' | 'email' | 'paymentPassword')[];
}

export function securityScore(
  info: Pick<SecurityCenterValue, 'mobileBound' | 'emailBound' | 'paymentPasswordSet'>,
): SecurityScore {
  const missing = (
    [
      ['mobile', info.mobileBound],
      ['email', info.emailBound],
      ['paymentPassword', info.paymentPasswordSet],
    ] as const
  )
    .filter(([, done]) => !done)
    .map(([item]) => item);
  const score = 4 - missing.length;
  return { level: score === 4 ? 'high' : score === 3 ? 'medium' : 'low', score, of: 4, missing };
}

/**
 * How a security-centre call failed:
 * - offline: the connection dropped or timed out; session: HTTP 401 (the session ended);
 * - trial: a trial account (isAgent 4); busy: #727;
 * - code: the verification code is wrong, missing or expired (`expired` tells which);
 * - tooMany: too many code requests (try again after 5 minutes);
 * - password: the old payment password is wrong;
 * - server: any other refusal, with the server's message.
 */
export type SecurityFailureKind =
  | 'offline'
  | 'session'
  | 'trial'
  | 'busy'
  | 'code'
  | 'expired'
  | 'tooMany'
  | 'password'
  | 'server';

export interface SecurityFailure {
  kind: SecurityFailureKind;
  code: string;
  message: string;
}

const BY_CODE: Record<string, SecurityFailureKind> = {
  [ErrorCodes.trialAccount]: 'trial',
  [ErrorCodes.systemBusy]: 'busy',
  [ErrorCodes.tooManyRequests]: 'tooMany',
  [ErrorCodes.invalidVerificationCode]: 'code',
  [WalletErrorCodes.wrongPassword]: 'password',
};

export function securityFailureOf(error: unknown): SecurityFailure {
  const message = error instanceof Error ? error.message : String(error);
  if (!isApiError(error)) return { kind: 'server', code: '', message };
  const { code } = error;
  if (error.kind === 'network') return { kind: 'offline', code, message };
  if (error.kind === 'unauthorized') return { kind: 'session', code, message };
  const kind = BY_CODE[code] ?? 'server';
  // One code for a wrong, a missing and an expired code: the message tells the expired one.
  if (kind === 'code' && /expire/i.test(message)) return { kind: 'expired', code, message };
  return { kind, code, message };
}
