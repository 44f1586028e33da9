import { describe, expect, it } from 'vitest';
import { WalletErrorCodes } from '@/api/contract/constants';
import { sessionActions } from '@/core/session/slice';
import { createTestStore, freePlayToken, loginToken, waitForState } from '@/testing/harness';
import { endSession, failNext } from '@/testing/mock-backend';
import { subtractMoney } from '@/lib/money';
import { agentTeamFeature } from './feature';
import { downlinesRequestOf, TEAM_PAGE_SIZE } from './sagas';
import { selectTeam } from './selectors';
import { initialTeamQuery, teamActions } from './slice';

async function open(token?: string) {
  const harness = createTestStore();
  harness.store.injectFeature(agentTeamFeature);
  harness.store.dispatch(sessionActions.tokenReceived(token ?? (await loginToken('agent01'))));
  harness.store.dispatch(sessionActions.memberInfoRequested());
  harness.store.dispatch(teamActions.opened());
  const state = await waitForState(harness.store, (s) =>
    ['loaded', 'failed'].includes(selectTeam(s).list.status),
  );
  return { harness, state: selectTeam(state) };
}

const loadedWhere = (
  harness: Awaited<ReturnType<typeof open>>['harness'],
  test: (page: NonNullable<ReturnType<typeof selectTeam>['list']['value']>) => boolean,
) =>
  waitForState(
    harness.store,
    (s) => selectTeam(s).list.status === 'loaded' && test(selectTeam(s).list.value!),
  ).then(selectTeam);

describe('team management sagas', () => {
  it('lists direct and indirect downlines a page at a time, and filters by level and account', async () => {
    const { harness, state } = await open();
    const first = state.list.value!;
    expect(first.list).toHaveLength(TEAM_PAGE_SIZE);
    expect(first.totalPages).toBeGreaterThan(2);

    harness.store.dispatch(teamActions.pageRequested({ pageNo: 2 }));
    await loadedWhere(harness, (p) => p.pageNo === 2);

    harness.store.dispatch(teamActions.searched({ ...initialTeamQuery, level: 'indirect' }));
    const indirect = await loadedWhere(harness, (p) => p.pageNo === 1 && p.list[0]!.level > 1);
    expect(indirect.list.value!.list.every((d) => d.level > 1)).toBe(true);

    const account = first.list[0]!.account;
    harness.store.dispatch(teamActions.searched({ ...initialTeamQuery, account }));
    const found = await loadedWhere(harness, (p) => p.list.some((d) => d.account === account));
    expect(
      found.list.value!.list.every((d) => d.account.toLowerCase().includes(account.toLowerCase())),
    ).toBe(true);
  });

  it('sends the filters without empty ones, the end date through its last second', () => {
    expect(downlinesRequestOf({ ...initialTeamQuery, account: '  ' })).toEqual({
      pageNo: 1,
      pageSize: TEAM_PAGE_SIZE,
      level: 'all',
    });
    expect(
      downlinesRequestOf({
        account: ' ab ',
        level: 'direct',
        startDate: '2026-11-01',
        endDate: '2026-11-23',
        pageNo: 3,
      }),
    ).toMatchObject({
      account: 'ab',
      level: 'direct',
      startDate: '2026-11-01',
      endDate: '2026-11-23 23:59:59',
      pageNo: 3,
    });
  });

  it('refuses a wrong payment password, then transfers the exact amount and refreshes the balances', async () => {
    const { harness, state } = await open();
    const target = state.list.value!.list[0]!;
    harness.store.dispatch(teamActions.transferOpened({ account: target.account }));
    harness.store.dispatch(
      teamActions.transferRequested({ account: target.account, amount: 0.1, password: 'nope' }),
    );
    const refused = selectTeam(
      await waitForState(harness.store, (s) => selectTeam(s).transfer.status === 'failed'),
    );
    expect(refused.transfer.failure).toMatchObject({ code: WalletErrorCodes.wrongPassword });

    const walletBefore = (await waitForState(harness.store, (s) => s.wallet.balance !== null))
      .wallet.balance!;
    harness.store.dispatch(
      teamActions.transferRequested({ account: target.account, amount: 0.1, password: 'pay1234' }),
    );
    const after = await waitForState(
      harness.store,
      (s) =>
        selectTeam(s).transfer.status === 'done' &&
        selectTeam(s).list.status === 'loaded' &&
        s.wallet.balance === subtractMoney(walletBefore, 0.1),
      4_000,
    );
    expect(selectTeam(after).transfer).toMatchObject({ account: target.account, amount: 0.1 });
    const row = selectTeam(after).list.value!.list.find((d) => d.account === target.account)!;
    expect(row.balance).toBeCloseTo(target.balance + 0.1, 2);
  });

  it('shows why the list failed and loads it again on retry', async () => {
    failNext('downlines', '#727', 'System busy');
    const { harness, state } = await open();
    expect(state.list).toMatchObject({ status: 'failed', failure: { kind: 'busy' } });
    harness.store.dispatch(teamActions.pageRequested({ pageNo: 1 }));
    await loadedWhere(harness, (p) => p.list.length > 0);
  });

  it('ends the session when the server ended it (HTTP 401) and forgets the team', async () => {
    const token = await loginToken('agent01');
    const { harness } = await open(token);
    await endSession(token);
    harness.store.dispatch(teamActions.pageRequested({ pageNo: 2 }));
    const state = await waitForState(harness.store, (s) => s.session.token === null);
    expect(selectTeam(state).list.value).toBeNull();
  });

  it('tells a trial account it needs a real one', async () => {
    const { state } = await open(await freePlayToken());
    expect(state.list.failure).toMatchObject({ kind: 'trial' });
  });
});
