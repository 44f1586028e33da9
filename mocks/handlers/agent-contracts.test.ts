import { describe, expect, it } from 'vitest';
import { AgentErrorCodes, ErrorCodes } from '@/api/contract/constants';
import { createTestClient, freePlayToken, loginToken } from '@/testing/harness';
import { settlementsOf, type MemberContract } from './agent-contracts';

async function agent(username = 'agent01') {
  const { client, state } = createTestClient();
  state.token = await loginToken(username, 'pass1234');
  return client;
}

describe('mock agent contracts', () => {
  it("shows agent01's pending daily salary naming the downline it would end; accepting ends it", async () => {
    const client = await agent();
    const before = await client.call('agentContracts', { contractType: 'dailySalary' });
    expect(before.contract).toMatchObject({ status: 'pending', rate: 1.5, offeredBy: 'master01' });
    expect(before.settlements).toEqual([]);
    expect(before.downlines).toHaveLength(12);
    const first = before.downlines[0]!;
    const second = before.downlines[1]!;
    expect(first.contract).toMatchObject({ status: 'accepted', rate: 1.8 });
    expect(second.contract).toMatchObject({ status: 'accepted', rate: 1.2 });
    expect(before.endsDownlines).toEqual([first.account]);

    const answer = await client.call('processDailySalary', {
      contractId: before.contract!.contractId,
      action: 'accept',
    });
    expect(answer).toMatchObject({ status: 'accepted', endedDownlines: [first.account] });
    const after = await client.call('agentContracts', { contractType: 'dailySalary' });
    expect(after.contract!.status).toBe('accepted');
    expect(after.endsDownlines).toEqual([]);
    expect(after.downlines[0]!.contract!.status).toBe('terminated');
    expect(after.downlines[1]!.contract!.status).toBe('accepted');
    expect(after.settlements).toHaveLength(8);
  });

  it('refuses answering a contract twice (contract state), and terminating a pending one', async () => {
    const client = await agent();
    const { contract } = await client.call('agentContracts', { contractType: 'realTimeSalary' });
    const contractId = contract!.contractId;
    await expect(
      client.call('processRealTimeSalary', { contractId, action: 'terminate' }),
    ).rejects.toMatchObject({ code: AgentErrorCodes.contractState });
    await client.call('processRealTimeSalary', { contractId, action: 'reject' });
    await expect(
      client.call('processRealTimeSalary', { contractId, action: 'accept' }),
    ).rejects.toMatchObject({ code: AgentErrorCodes.contractState });
  });

  it('tells the next real-time settlement, on the next 5-minute mark', async () => {
    const client = await agent();
    const now = Date.now();
    const value = await client.call('agentContracts', { contractType: 'realTimeSalary' });
    expect(value.nextSettlementAt! % 300_000).toBe(0);
    expect(value.nextSettlementAt!).toBeGreaterThan(now - 1_000);
    expect(value.nextSettlementAt! - now).toBeLessThanOrEqual(300_000);
    const daily = await client.call('agentContracts', { contractType: 'dailySalary' });
    expect(daily.nextSettlementAt ?? null).toBeNull();
  });

  it('offers a downline a rate up to its own; the downline sees and answers it', async () => {
    const client = await agent();
    const { downlines } = await client.call('agentContracts', { contractType: 'hourlySalary' });
    const downline = downlines[2]!.account;
    await expect(
      client.call('offerContract', { contractType: 'hourlySalary', downline, rate: 0.41 }),
    ).rejects.toMatchObject({ code: AgentErrorCodes.rateAboveOwn });
    await expect(
      client.call('offerContract', { contractType: 'dailySalary', downline, rate: 1 }),
    ).rejects.toMatchObject({ code: AgentErrorCodes.noOwnContract });
    await expect(
      client.call('offerContract', {
        contractType: 'hourlySalary',
        downline: 'player1',
        rate: 0.1,
      }),
    ).rejects.toMatchObject({ code: AgentErrorCodes.notDownline });
    const offer = await client.call('offerContract', {
      contractType: 'hourlySalary',
      downline,
      rate: 0.4,
    });
    expect(offer).toMatchObject({ status: 'pending', rate: 0.4 });

    const theirs = await agent(downline);
    const seen = await theirs.call('agentContracts', { contractType: 'hourlySalary' });
    expect(seen.contract).toMatchObject({ status: 'pending', rate: 0.4, offeredBy: 'agent01' });
    await theirs.call('processHourSalary', { contractId: offer.contractId, action: 'accept' });
    const answered = await client.call('agentContracts', { contractType: 'hourlySalary' });
    expect(answered.downlines[2]!.contract!.status).toBe('accepted');
    // An accepted downline contract is not offered over.
    await expect(
      client.call('offerContract', { contractType: 'hourlySalary', downline, rate: 0.2 }),
    ).rejects.toMatchObject({ code: AgentErrorCodes.contractState });
  });

  it('refuses a trial account', async () => {
    const { client, state } = createTestClient();
    state.token = await freePlayToken();
    await expect(
      client.call('offerContract', { contractType: 'dividend', downline: 'x', rate: 1 }),
    ).rejects.toMatchObject({ code: ErrorCodes.trialAccount });
  });
});

describe('settlements', () => {
  const contract = (contractType: MemberContract['contractType'], status = 'accepted') =>
    ({
      contractId: `CT-1-${contractType}`,
      contractType,
      status,
      rate: 1.5,
      activeMembers: 1,
      periodValidBet: 0,
      period: 'daily',
      requirementsChanged: false,
    }) as MemberContract;
  const now = Date.UTC(2026, 10, 24, 6, 20);

  it('pays valid bet x rate exactly, none before the contract is accepted', () => {
    const rows = settlementsOf(contract('dailySalary'), now);
    expect(rows[0]!.period).toBe('2026-11-23');
    for (const r of rows)
      expect(Math.round(r.amountPaid * 100)).toBe(Math.round((r.validBet * 100 * 150) / 10_000));
    expect(settlementsOf(contract('dailySalary', 'pending'), now)).toEqual([]);
  });

  it('pays the daily salary of the previous day on alternate days: off a pay day it waits', () => {
    const payDay = Date.UTC(2026, 10, 25, 6); // day 20,782 since the epoch: even, a pay day
    const offDay = Date.UTC(2026, 10, 24, 6);
    expect(settlementsOf(contract('dailySalary'), payDay)[0]!.paidAt).toBe(Date.UTC(2026, 10, 25));
    const waiting = settlementsOf(contract('dailySalary'), offDay);
    expect(waiting[0]).toMatchObject({ period: '2026-11-23', paidAt: null });
    expect(waiting[1]).toMatchObject({ period: '2026-11-22', paidAt: Date.UTC(2026, 10, 23) });
    expect(settlementsOf(contract('realTimeSalary'), now)[0]!.period).toBe('2026-11-24 06:15');
  });
});
