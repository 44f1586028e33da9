import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { ErrorCodes, ResponsibleErrorCodes } from '@/api/contract/constants';
import { endpoints } from '@/api/contract/endpoints';
import type { ResponsibleSettings } from '@/api/contract/member-responsible';
import { subtractMoney, sumMoney } from '@/lib/money';
import { createTestClient } from '@/testing/harness';
import { mockScenario } from '@/testing/mock-backend';
import { memberClient, refusal } from './test-calls';

/** A real-money launch of a slot game (the registry's sample). */
const LAUNCH = { ...endpoints.launchGame.sample, accountType: 1 } as const;

async function moveMockClock(minutes: number) {
  const res = await fetch(new URL('/__mock/clock', window.location.origin), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ advance: { minutes } }),
  });
  expect(res.status).toBe(200);
}

async function operateMessage(account: string, marketing: boolean) {
  const res = await fetch(
    new URL(`/__mock/operator/members/${account}/message`, window.location.origin),
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ title: 'Weekend bonus', content: '<p>Hi</p>', marketing }),
    },
  );
  return res.status;
}

const day = (settings: ResponsibleSettings, kind = 'DEPOSIT') =>
  settings.limits.find((l) => l.kind === kind && l.period === 'DAY')!;

describe('the mock responsible gaming', () => {
  it('refuses a deposit past a 24-hour limit of 100 naming it, takes 100, and a raise waits 24 h', async () => {
    const api = await memberClient('vip0001');
    const set = await api.call('setPlayLimit', { kind: 'DEPOSIT', period: 'DAY', amount: 100 });
    expect(day(set)).toMatchObject({ amount: 100, used: 0, remaining: 100, pending: null });
    const channels = await api.call('depositChannels');
    const channelId = channels.channels.find((c) => c.open && c.minAmount <= 100)!.channelId;
    expect(await refusal(api.call('deposit', { channelId, amount: 500 }))).toEqual({
      errorCode: ResponsibleErrorCodes.depositLimit,
      message: 'This deposit would pass your 24-hour deposit limit of 100.00: 100.00 is left.',
    });
    await expect(api.call('deposit', { channelId, amount: 100 })).resolves.toMatchObject({
      amount: 100,
    });
    const before = Date.now();
    const raised = await api.call('setPlayLimit', { kind: 'DEPOSIT', period: 'DAY', amount: 500 });
    expect(day(raised)).toMatchObject({ amount: 100, used: 100, remaining: 0 });
    expect(day(raised).pending!.amount).toBe(500);
    expect(day(raised).pending!.effectiveAt).toBeGreaterThanOrEqual(before + 24 * 3_600_000);
    // A lower limit applies at once and drops the pending raise; a cancel keeps the limit.
    const lower = await api.call('setPlayLimit', { kind: 'DEPOSIT', period: 'DAY', amount: 50.5 });
    expect(day(lower)).toMatchObject({ amount: 50.5, remaining: 0, pending: null });
    const removal = await api.call('setPlayLimit', {
      kind: 'DEPOSIT',
      period: 'DAY',
      amount: null,
    });
    expect(day(removal).pending).toMatchObject({ amount: null });
    const cancelled = await api.call('cancelPlayLimitChange', { kind: 'DEPOSIT', period: 'DAY' });
    expect(day(cancelled)).toMatchObject({ amount: 50.5, pending: null });
  });

  it('a time-out ends every session and refuses the login with its end; wrong password first', async () => {
    const api = await memberClient('player1');
    const other = await memberClient('player1');
    expect(
      await refusal(api.call('selfExclude', { kind: 'TIMEOUT', period: '24H', password: 'nope' })),
    ).toMatchObject({ errorCode: ResponsibleErrorCodes.wrongPassword });
    const { endsAt } = await api.call('selfExclude', {
      kind: 'TIMEOUT',
      period: '24H',
      password: 'pass1234',
    });
    expect(endsAt).toBeGreaterThan(Date.now() + 23 * 3_600_000);
    expect(await refusal(other.call('responsibleSettings'))).toMatchObject({
      errorCode: ErrorCodes.notLoggedIn,
    });
    const { client } = createTestClient();
    const login = await refusal(
      client.call('login', {
        username: 'player1',
        password: 'pass1234',
        captcha: '',
        type: 'username',
        loginDeviceId: 'd',
      } as never),
    );
    expect(login).toMatchObject({ errorCode: ResponsibleErrorCodes.excluded });
    expect(login.message).toMatch(/on a time-out until \d{4}-\d\d-\d\d \d\d:\d\d UTC/);
  });

  it('a loss limit refuses a transfer into a game past what is left, then any real-money launch', async () => {
    // The seeded bets of the last 24 hours depend on the time of day (their times are fixed from
    // the start of the day): at 06:00 UTC they leave player1 no net win to spend first.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2026, 0, 15, 6) });
    onTestFinished(() => void vi.useRealTimers());
    const api = await memberClient('player1');
    const lossDay = (settings: ResponsibleSettings) => day(settings, 'LOSS');
    const usedBefore = lossDay(await api.call('responsibleSettings')).used;
    const limit = sumMoney([usedBefore, 50]);
    await api.call('setPlayLimit', { kind: 'LOSS', period: 'DAY', amount: limit });
    const into = (amount: number) =>
      api.call('walletTransfer', { amount, fromAccountTypeId: 1, toAccountTypeId: 201 });
    expect(await refusal(into(50.01))).toEqual({
      errorCode: ResponsibleErrorCodes.lossLimit,
      message: `This transfer would pass your 24-hour loss limit of ${limit.toFixed(2)}: 50.00 is left.`,
    });
    await into(50);
    // Money in a game counts as lost until it comes back (the vendors report no bets here).
    expect(lossDay(await api.call('responsibleSettings'))).toMatchObject({
      used: limit,
      remaining: 0,
    });
    expect(await refusal(api.call('launchGame', LAUNCH))).toMatchObject({
      errorCode: ResponsibleErrorCodes.lossLimit,
      message: `You have reached your 24-hour loss limit of ${limit.toFixed(2)}: nothing is left to play with until it frees up.`,
    });
    // Free play is not a loss; money back from the game frees the limit again.
    await expect(api.call('launchGame', { ...LAUNCH, accountType: 0 })).resolves.toBeTruthy();
    await api.call('walletTransfer', { amount: 20.5, fromAccountTypeId: 201, toAccountTypeId: 1 });
    expect(lossDay(await api.call('responsibleSettings'))).toMatchObject({
      used: subtractMoney(limit, 20.5),
      remaining: 20.5,
    });
    await expect(api.call('launchGame', LAUNCH)).resolves.toBeTruthy();
    expect((await api.call('playSession')).netWinLoss).toBe(-29.5);
  });

  it("refuses play once today's play time reaches the daily limit; the session says what is left", async () => {
    const api = await memberClient('vip0001');
    await api.call('setPlayLimit', { kind: 'SESSION', period: 'DAY', amount: 15 });
    expect((await api.call('playSession')).playTime).toEqual({ limitMinutes: 15, leftMinutes: 15 });
    await moveMockClock(10);
    expect((await api.call('playSession')).playTime).toEqual({ limitMinutes: 15, leftMinutes: 5 });
    await expect(api.call('launchGame', LAUNCH)).resolves.toBeTruthy();
    await moveMockClock(5);
    const timeUp = {
      errorCode: ResponsibleErrorCodes.playTimeLimit,
      message:
        'You have reached your daily play time limit of 15 minutes. You can play again tomorrow.',
    };
    expect(await refusal(api.call('launchGame', LAUNCH))).toEqual(timeUp);
    expect(
      await refusal(
        api.call('walletTransfer', { amount: 1, fromAccountTypeId: 1, toAccountTypeId: 201 }),
      ),
    ).toEqual(timeUp);
    expect(day(await api.call('responsibleSettings'), 'SESSION')).toMatchObject({
      used: 15,
      remaining: 0,
    });
    // Switched off, the module's rules are too.
    mockScenario({ whitelabel: { RESPGAME3: false } });
    await expect(api.call('launchGame', LAUNCH)).resolves.toBeTruthy();
  });

  it('sends no marketing to an excluded member and refuses promotion applications', async () => {
    const api = await memberClient('player1');
    await api.call('selfExclude', { kind: 'SELF_EXCLUSION', period: '6M', password: 'pass1234' });
    expect(await operateMessage('player1', true)).toBe(409);
    // A service message (not marketing) still reaches the inbox.
    expect(await operateMessage('player1', false)).toBe(200);
    expect(await operateMessage('vip0001', true)).toBe(200);
  });

  it('answers #543 with the module off and refuses a period that is not of its kind', async () => {
    const api = await memberClient('player1');
    expect(
      await refusal(api.call('setPlayLimit', { kind: 'SESSION', period: 'WEEK', amount: 60 })),
    ).toMatchObject({ errorCode: ErrorCodes.badRequest });
    mockScenario({ whitelabel: { RESPGAME3: false } });
    expect(await refusal(api.call('responsibleSettings'))).toMatchObject({
      errorCode: ErrorCodes.functionNotAvailable,
    });
  });
});
