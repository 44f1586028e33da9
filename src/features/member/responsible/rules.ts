import { toMinor } from '@/lib/money';

/**
 * Whether a change waits 24 hours: a removal, or a raise of an existing limit (compared exactly,
 * in minor units). A first limit or a lower one applies at once.
 */
export function waitsCoolingOff(current: number | null, next: number | null): boolean {
  if (current === null) return false;
  if (next === null) return true;
  return toMinor(next) > toMinor(current);
}

/**
 * When the next reality check is due: the first whole multiple of the interval since the session
 * began that is after `now` (a check due exactly now is due now).
 */
export function nextCheckAt(startedAt: number, minutes: number, now: number): number {
  const every = minutes * 60_000;
  const elapsed = Math.max(0, now - startedAt);
  return startedAt + Math.max(1, Math.ceil(elapsed / every)) * every;
}

/** A session's length in whole hours and minutes. */
export function sessionLength(startedAt: number, now: number): { hours: number; minutes: number } {
  const total = Math.max(0, Math.floor((now - startedAt) / 60_000));
  return { hours: Math.floor(total / 60), minutes: total % 60 };
}

/**
 * When today's play time runs out (device clock): `now` plus the minutes left of the daily session
 * time limit; null without a limit (a time already used up is due now).
 */
export function timeUpAtOf(
  playTime: { leftMinutes: number } | null | undefined,
  now: number,
): number | null {
  return playTime ? now + playTime.leftMinutes * 60_000 : null;
}

/**
 * A reality check that fell due while no page of this tab was showing (the page loaded, or came
 * back, after it): the latest due time at or before `now` when it is later than the last one shown
 * (`shownUpTo`, null: none in this session); null when nothing is overdue.
 */
export function overdueCheckAt(
  startedAt: number,
  minutes: number,
  now: number,
  shownUpTo: number | null,
): number | null {
  const every = minutes * 60_000;
  const passed = Math.floor(Math.max(0, now - startedAt) / every);
  if (passed < 1) return null;
  const latest = startedAt + passed * every;
  return shownUpTo !== null && latest <= shownUpTo ? null : latest;
}
