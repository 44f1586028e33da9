import { ErrorCodes } from '@/api/contract/constants';
import { isApiError } from '@/api/errors';

/**
 * Why a member-centre page's call failed, as its pages (money, member, promotions) tell it (spec 2 §8): the connection dropped
 * ('Network link is abnormal'), the session ended (HTTP 401: the panel opens the login popup), a
 * trial account ('in_need_true_account'), #727 system busy, or another business error by its code
 * and message. `field` is the field a refusal names (the profile change's `{ field }` value).
 */
export type FailureKind = 'offline' | 'session' | 'trial' | 'busy' | 'server';

export interface PageFailure {
  kind: FailureKind;
  code: string;
  message: string;
  field?: string;
}

export function pageFailureOf(error: unknown): PageFailure {
  const message = error instanceof Error ? error.message : String(error);
  if (!isApiError(error)) return { kind: 'server', code: '', message };
  const { code } = error;
  if (error.kind === 'network') return { kind: 'offline', code, message };
  if (error.kind === 'unauthorized') return { kind: 'session', code, message };
  if (code === ErrorCodes.trialAccount) return { kind: 'trial', code, message };
  if (code === ErrorCodes.systemBusy) return { kind: 'busy', code, message };
  const value = error.value as { field?: unknown } | null;
  const field = typeof value?.field === 'string' ? value.field : undefined;
  return field ? { kind: 'server', code, message, field } : { kind: 'server', code, message };
}

/** Whether trying the same call again can help (not after the session ended, nor for a trial). */
export const retryable = (failure: PageFailure) =>
  failure.kind !== 'session' && failure.kind !== 'trial';
