import { describe, expect, it } from 'vitest';
import { ErrorCodes, ResponsibleErrorCodes } from '@/api/contract/constants';
import type { ResponsibleSettings } from '@/api/contract/member-responsible';
import { createTestClient } from '@/testing/harness';
import { mockScenario } from '@/testing/mock-backend';
import { memberClient, refusal } from './test-calls';

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
