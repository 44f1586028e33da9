import { beforeEach, describe, expect, it } from 'vitest';
import { AgentErrorCodes, ErrorCodes, WalletErrorCodes } from '@/api/contract/constants';
import { toMinor } from '@/lib/money';
import { createTestClient, loginToken } from '@/testing/harness';
import { downlineOf, memberClient, refusal, type Client } from './test-calls';

/** A real direct downline of agent01 (fixtures/members.ts), who can log in. */
const DIRECT = 'jeremysch0';

let agent: Client;
beforeEach(async () => {
  agent = await memberClient('agent01');
});

const downline = (account: string) => downlineOf(agent, account);

describe('the agent team of the mock', () => {
  it('holds several hundred accounts: 12 direct, sub-agents with their own downlines', async () => {
    const all = await agent.call('downlines', { pageNo: 1, pageSize: 10 });
    const direct = await agent.call('downlines', { level: 'direct', pageNo: 1, pageSize: 100 });
    const deep = await agent.call('downlines', { depth: 3, pageNo: 1, pageSize: 100 });
    expect(all.totalCount).toBeGreaterThan(300);
    expect(direct.totalCount).toBe(12);
    expect(direct.list.every((d) => d.level === 1 && d.uplineAccount === 'agent01')).toBe(true);
    expect(deep.list.length).toBeGreaterThan(0);
    expect(deep.list.every((d) => d.level === 3)).toBe(true);
    const subAgents = direct.list.filter((d) => d.isAgent === 1);
    expect(subAgents.length).toBeGreaterThan(0);
    expect(subAgents.every((d) => d.teamSize > 0)).toBe(true);
    const second = await agent.call('downlines', { depth: 2, pageNo: 1, pageSize: 100 });
    const deeperAgents = second.list.filter((d) => d.isAgent === 1);
    expect(deeperAgents.length).toBeGreaterThan(0);
    expect(deeperAgents.every((d) => d.contract && d.contract.dividendRate! > 0)).toBe(true);
    expect(second.list.filter((d) => d.isAgent === 0).every((d) => !d.contract)).toBe(true);
    const overview = await agent.call('teamOverview', {});
    expect(overview).toMatchObject({ teamSize: all.totalCount, directCount: 12 });
  });

  it('pages and searches the downlines (part of the account, any case), sorted as asked', async () => {
    const first = await agent.call('downlines', { pageNo: 1, pageSize: 25 });
    const second = await agent.call('downlines', { pageNo: 2, pageSize: 25 });
    expect(first.totalPages).toBe(Math.ceil(first.totalCount / 25));
    const accounts = [...first.list, ...second.list].map((d) => d.account);
    expect(new Set(accounts).size).toBe(50);
    const times = first.list.map((d) => d.registeredAt);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const found = await agent.call('downlines', { account: 'JEREMY', pageNo: 1, pageSize: 10 });
    expect(found.list.map((d) => d.account)).toContain(DIRECT);
    expect(found.list.every((d) => d.account.includes('jeremy'))).toBe(true);
    const rich = await agent.call('downlines', { sort: 'balanceDesc', pageNo: 1, pageSize: 20 });
    const balances = rich.list.map((d) => d.balance);
    expect(balances).toEqual([...balances].sort((a, b) => b - a));
    const none = await agent.call('downlines', { account: 'zz-nobody', pageNo: 1, pageSize: 10 });
    expect(none).toMatchObject({ list: [], totalCount: 0, totalPages: 0 });
  });

  it("gives one upline's direct downlines (the tree's branches), each with its upline path", async () => {
    const direct = await agent.call('downlines', { upline: 'AGENT01', pageNo: 1, pageSize: 100 });
    expect(direct.totalCount).toBe(12);
    expect(direct.list.every((d) => d.uplinePath?.join('/') === 'agent01')).toBe(true);
    const sub = direct.list.find((d) => d.teamSize > 0)!;
    const branch = await agent.call('downlines', {
      upline: sub.account.toUpperCase(),
      pageNo: 1,
      pageSize: 100,
    });
    expect(branch.totalCount).toBeGreaterThan(0);
    expect(branch.totalCount).toBeLessThanOrEqual(sub.teamSize);
    expect(
      branch.list.every(
        (d) =>
          d.uplineAccount === sub.account &&
          d.level === 2 &&
          d.uplinePath?.join('/') === `agent01/${sub.account}`,
      ),
    ).toBe(true);
    const deeper = branch.list.find((d) => d.teamSize > 0);
    if (deeper) {
      const [row] = (
        await agent.call('downlines', { upline: deeper.account, pageNo: 1, pageSize: 1 })
      ).list;
      expect(row!.uplinePath).toEqual(['agent01', sub.account, deeper.account]);
    }
    // Another agent's member (or a stranger) is no branch of this team.
    const outside = await agent.call('downlines', { upline: 'player1', pageNo: 1, pageSize: 10 });
    expect(outside).toMatchObject({ list: [], totalCount: 0 });
  });

  it('transfers an exact amount to a downline on the ledger, and refuses what it must', async () => {
    const { balance: before } = await downline(DIRECT);
    const sent = await agent.call('downlineTransfer', {
      account: DIRECT,
      amount: 1234.56,
      password: 'pay1234',
    });
    expect(sent).toMatchObject({ account: DIRECT, amount: 1234.56, balance: 86_765.44 });
    expect((await downline(DIRECT)).balance).toBe((toMinor(before) + 123_456) / 100);
    // A derived account deeper in the team gets it too, and shows it in its transactions.
    const deep = (await agent.call('downlines', { depth: 2, pageNo: 1, pageSize: 1 })).list[0]!;
    await agent.call('downlineTransfer', {
      account: deep.account,
      amount: 0.3,
      password: 'pay1234',
    });
    expect((await downline(deep.account)).balance).toBe((toMinor(deep.balance) + 30) / 100);
    const rows = await agent.call('teamTransactions', {
      account: deep.account,
      transType: 'TRANSFER_IN',
      pageNo: 1,
      pageSize: 1,
    });
    expect(rows.list[0]).toMatchObject({ account: deep.account, amount: 0.3 });
    const balance = async () =>
      (await agent.call('balance', { typeId: 1 })).balance[0]!.availBalance;
    expect(await balance()).toBe(86_765.14);
    const send = (account: string, amount: number, password = 'pay1234') =>
      refusal(agent.call('downlineTransfer', { account, amount, password }));
    expect(await send(DIRECT, 10, 'wrong')).toMatchObject({
      errorCode: WalletErrorCodes.wrongPassword,
    });
    expect(await send('player1', 10)).toMatchObject({ errorCode: AgentErrorCodes.notInTeam });
    expect(await send(DIRECT, 100_000)).toMatchObject({
      errorCode: WalletErrorCodes.insufficientBalance,
    });
    expect(await balance()).toBe(86_765.14);
  });

  it('is for agents only: a member is refused, a trial account needs a true account', async () => {
    const member = createTestClient();
    member.state.token = await loginToken('player1');
    expect(await refusal(member.client.call('teamOverview', {}))).toMatchObject({
      errorCode: AgentErrorCodes.notAgent,
    });
    const trial = createTestClient();
    trial.state.token = (
      await trial.client.call('freePlayLogin', { os: 'web', platform: 'W' })
    ).token;
    expect(await refusal(trial.client.call('downlines', { pageNo: 1, pageSize: 10 }))).toEqual({
      errorCode: ErrorCodes.trialAccount,
      message: 'in_need_true_account',
    });
  });
});
