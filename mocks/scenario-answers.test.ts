import { describe, expect, it } from 'vitest';
import { endpoints } from '@/api/contract/endpoints';
import { ErrorCodes } from '@/api/contract/constants';
import { createTestClient } from '@/testing/harness';
import { mockScenario } from '@/testing/mock-backend';
import { memberClient, refusal } from './handlers/test-calls';

/** What the scenario keys that change an answer make the handlers answer (mocks/README.md). */
describe('scenario keys answered by the handlers', () => {
  it('registerRules: every rule enabled or not, a named field over "*", in the rules and the status', async () => {
    const { client } = createTestClient();
    mockScenario({ registerRules: { '*': true, email: false } });
    const rules = await client.call('registerRules', endpoints.registerRules.sample);
    const status = await client.call('systemStatus', endpoints.systemStatus.sample);
    for (const [name, rule] of Object.entries(rules))
      expect(rule?.enabled, name).toBe(name !== 'email');
    expect(status.info.register).toEqual(rules);
  });

  it('promotionLimits: at most that many promotions of the category, the others all kept', async () => {
    const { client } = createTestClient();
    const before = (await client.call('announcements', endpoints.announcements.sample)).promotion;
    mockScenario({ promotionLimits: { new_player: 1 } });
    const after = (await client.call('announcements', endpoints.announcements.sample)).promotion;
    const newPlayer = (list: typeof after) => list.filter((p) => p.category === 'new_player');
    expect(newPlayer(before).length).toBeGreaterThan(1);
    expect(newPlayer(after)).toEqual([newPlayer(before)[0]]);
    expect(after.length).toBe(before.length - newPlayer(before).length + 1);
  });

  it('pointConfig, singleWallet, missions: the point mall off, one wallet, no mission', async () => {
    const client = await memberClient();
    mockScenario({ pointConfig: { enabled: false }, singleWallet: true, missions: [] });
    expect(await client.call('pointConfig', {})).toMatchObject({ enabled: false });
    expect(await client.call('merchantWallet', {})).toMatchObject({ singleWallet: true, list: [] });
    expect(await client.call('missionSummary', {})).toEqual({ missionCount: 0, missions: [] });
  });

  it('depositChannels and withdrawAccounts: none offered, and none to use', async () => {
    const client = await memberClient();
    mockScenario({ depositChannels: [], withdrawAccounts: [] });
    expect(await client.call('depositChannels', {})).toEqual({ channels: [] });
    expect(
      await refusal(client.call('deposit', { channelId: 'BANK-01', amount: 500 })),
    ).toMatchObject({ errorCode: ErrorCodes.badRequest });
    expect((await client.call('withdrawInfo', {})).accounts).toEqual([]);
    expect(
      await refusal(
        client.call('withdraw', { accountId: 'BA-1', amount: 200, password: 'pay1234' }),
      ),
    ).toMatchObject({ errorCode: ErrorCodes.badRequest });
  });
});
