import { beforeEach, describe, expect, it } from 'vitest';
import { toMinor } from '@/lib/money';
import { createTestClient, loginToken } from '@/testing/harness';
import { allPages, memberClient, type Client } from './test-calls';

const day = (t: number) => new Date(t).toISOString().slice(0, 10);
const sumMinor = (values: number[]) => values.reduce((s, v) => s + toMinor(v), 0);

/** A real direct downline of agent01 (fixtures/members.ts), who can log in. */
const DIRECT = 'jeremysch0';

let agent: Client;
beforeEach(async () => {
  agent = await memberClient('agent01');
});

describe("the agent team's reports of the mock", () => {
  it("shows a member's own bet in the team betting, with the same amounts", async () => {
    const member = createTestClient();
    member.state.token = await loginToken(DIRECT);
    const own = await member.client.call('bettingRecords', { pageNo: 1, pageSize: 1 });
    const bet = own.list[0]!;
    const date = day(bet.betTime);
    const team = await agent.call('teamBetting', {
      account: DIRECT,
      startDate: date,
      endDate: date,
      pageNo: 1,
      pageSize: 100,
    });
    expect(team.list).toContainEqual({ ...bet, account: DIRECT });
    // And the member's profit and loss is its row in the user profit and loss.
    const ownProfit = await member.client.call('profitLoss', {
      period: 'MONTHLY',
      pageNo: 1,
      pageSize: 10,
    });
    const teamProfit = await agent.call('teamProfitLoss', {
      account: DIRECT,
      period: 'MONTHLY',
      pageNo: 1,
      pageSize: 10,
    });
    expect(teamProfit.totals).toEqual(ownProfit.totals);
  });

  it("totals the team's rows exactly: every row of a day adds up to the totals", async () => {
    const date = day(Date.now() - 2 * 86_400_000);
    const query = { startDate: date, endDate: date, pageSize: 100 };
    const { rows: bets, last: page } = await allPages((pageNo) =>
      agent.call('teamBetting', { ...query, pageNo }),
    );
    expect(bets.length).toBe(page.totalCount);
    expect(toMinor(page.totals.betAmount)).toBe(sumMinor(bets.map((b) => b.betAmount)));
    expect(toMinor(page.totals.winLoss)).toBe(sumMinor(bets.map((b) => b.winLoss)));
    // The same day in the other reports: per member rows, the overview, the income.
    const { rows: profits, last: profit } = await allPages((pageNo) =>
      agent.call('teamProfitLoss', { ...query, period: 'DAILY', pageNo }),
    );
    expect(profits.length).toBe(profit.totalCount);
    expect(toMinor(profit.totals.profit)).toBe(sumMinor(profits.map((r) => r.profit)));
    const overview = await agent.call('teamOverview', { startDate: date, endDate: date });
    expect(overview).toMatchObject({
      betAmount: page.totals.betAmount,
      validBet: page.totals.validBet,
      profit: profit.totals.profit,
      activeMembers: new Set(bets.map((b) => b.account)).size,
    });
    // My income: the daily salary is paid at the contract's rate once the agent accepts it.
    const salary = () =>
      agent.call('agentIncome', {
        ...query,
        period: 'DAILY',
        incomeType: 'DAILY_SALARY',
        pageNo: 1,
      });
    expect((await salary()).totalCount).toBe(0);
    await agent.call('processDailySalary', { contractId: 'CT-1002-dailySalary', action: 'accept' });
    const income = await salary();
    expect(income.list).toHaveLength(1);
    expect(income.list[0]).toMatchObject({ basis: profit.totals.validBet, rate: 1.5 });
    expect(toMinor(income.totals.amount)).toBe(
      Math.floor((toMinor(profit.totals.validBet) * 150) / 10_000),
    );
    const { rows: movements, last: moves } = await allPages((pageNo) =>
      agent.call('teamTransactions', { ...query, pageNo }),
    );
    const credits = movements.filter((r) => r.status === 'SUCCESS' && r.amount > 0);
    expect(toMinor(moves.totals.credit)).toBe(sumMinor(credits.map((r) => r.amount)));
  });

  it("totals one member's team betting over the last 7 days exactly: the sum of its rows on every page", async () => {
    const endDate = day(Date.now());
    const startDate = day(Date.now() - 6 * 86_400_000);
    const query = { account: DIRECT, startDate, endDate, pageSize: 50 };
    const { rows, last } = await allPages((pageNo) =>
      agent.call('teamBetting', { ...query, pageNo }),
    );
    expect(rows.length).toBe(last.totalCount);
    expect(rows.every((r) => r.account === DIRECT)).toBe(true);
    expect(toMinor(last.totals.betAmount)).toBe(sumMinor(rows.map((r) => r.betAmount)));
    expect(toMinor(last.totals.winLoss)).toBe(sumMinor(rows.map((r) => r.winLoss)));
  });
});
