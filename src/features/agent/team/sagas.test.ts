import { describe, expect, it } from 'vitest';
import { WalletErrorCodes } from '@/api/contract/constants';
import { sessionActions } from '@/core/session/slice';
import { createTestStore, freePlayToken, loginToken, waitForState } from '@/testing/harness';
import { endSession, failNext } from '@/testing/mock-backend';
import { subtractMoney } from '@/lib/money';
import { agentTeamFeature } from './feature';
import { branchRequestOf, downlinesRequestOf, TEAM_PAGE_SIZE } from './sagas';
import { selectTeam } from './selectors';
import { initialTeamQuery, ROOT_BRANCH, teamActions, type DownlinesPage } from './slice';

async function open(token?: string) {
  const harness = createTestStore();
  harness.store.injectFeature(agentTeamFeature);
  harness.store.dispatch(sessionActions.tokenReceived(token ?? (await loginToken('agent01'))));
  harness.store.dispatch(sessionActions.memberInfoRequested());
  harness.store.dispatch(teamActions.opened());
  const state = await waitForState(harness.store, (s) =>
    ['loaded', 'failed'].includes(root(s).status),
  );
  return { harness, state: selectTeam(state) };
}

const root = (s: Parameters<typeof selectTeam>[0]) => selectTeam(s).branches[ROOT_BRANCH]!.part;
type Harness = Awaited<ReturnType<typeof open>>['harness'];

const branchWhere = (harness: Harness, upline: string, test: (page: DownlinesPage) => boolean) =>
  waitForState(harness.store, (s) => {
    const part = selectTeam(s).branches[upline]?.part;
    return part?.status === 'loaded' && test(part.value!);
  }).then((s) => selectTeam(s).branches[upline]!.part.value!);

const loadedWhere = (
  harness: Harness,
  test: (page: NonNullable<ReturnType<typeof selectTeam>['list']['value']>) => boolean,
) =>
  waitForState(
    harness.store,
    (s) => selectTeam(s).list.status === 'loaded' && test(selectTeam(s).list.value!),
  ).then(selectTeam);

describe('team management sagas', () => {
  it("shows the tree: the direct downlines a page at a time, a sub-agent's own on opening", async () => {
    const { harness, state } = await open();
    const first = state.branches[ROOT_BRANCH]!.part.value!;
    expect(first).toMatchObject({ totalCount: 12, pageNo: 1 });
    expect(first.list).toHaveLength(TEAM_PAGE_SIZE);
    expect(first.list.every((d) => d.level === 1)).toBe(true);
    harness.store.dispatch(teamActions.branchPageRequested({ upline: ROOT_BRANCH, pageNo: 2 }));
    const second = await branchWhere(harness, ROOT_BRANCH, (p) => p.pageNo === 2);
    expect(second.list).toHaveLength(2);

    const sub = [...first.list, ...second.list].find((d) => d.teamSize > 0)!;
    harness.store.dispatch(teamActions.branchToggled({ upline: sub.account }));
    const branch = await branchWhere(harness, sub.account, () => true);
    expect(branch.totalCount).toBeGreaterThan(0);
    expect(branch.list.every((d) => d.level === 2 && d.uplineAccount === sub.account)).toBe(true);
    // Closed and opened again: what was loaded shows, no second call.
    harness.store.dispatch(teamActions.branchToggled({ upline: sub.account }));
    harness.store.dispatch(teamActions.branchToggled({ upline: sub.account }));
    expect(selectTeam(harness.store.getState()).branches[sub.account]).toMatchObject({
      expanded: true,
      part: { status: 'loaded' },
    });
  });

  it('searches the whole team flat (level, account), and no filter brings the tree back', async () => {
    const { harness, state } = await open();
    harness.store.dispatch(teamActions.searched({ ...initialTeamQuery, level: 'indirect' }));
    const indirect = await loadedWhere(harness, (p) => p.pageNo === 1 && p.list[0]!.level > 1);
    expect(indirect.list.value!.list.every((d) => d.level > 1)).toBe(true);
    expect(indirect.list.value!.list[0]!.uplinePath!.length).toBeGreaterThan(1);
    harness.store.dispatch(teamActions.pageRequested({ pageNo: 2 }));
    await loadedWhere(harness, (p) => p.pageNo === 2);

    const deep = indirect.list.value!.list[0]!.account;
    harness.store.dispatch(teamActions.searched({ ...initialTeamQuery, account: deep }));
    const found = await loadedWhere(harness, (p) => p.list.some((d) => d.account === deep));
    expect(
      found.list.value!.list.every((d) => d.account.toLowerCase().includes(deep.toLowerCase())),
    ).toBe(true);

    harness.store.dispatch(teamActions.searched(initialTeamQuery));
    const tree = await branchWhere(harness, ROOT_BRANCH, (p) => p.pageNo === 1);
    expect(tree.list.map((d) => d.account)).toEqual(
      state.branches[ROOT_BRANCH]!.part.value!.list.map((d) => d.account),
    );
  });

  it("asks the root for direct downlines and a branch for its upline's", () => {
    expect(branchRequestOf(ROOT_BRANCH, 2)).toEqual({
      pageNo: 2,
      pageSize: TEAM_PAGE_SIZE,
      level: 'direct',
    });
    expect(branchRequestOf('maria01', 1)).toEqual({
      pageNo: 1,
      pageSize: TEAM_PAGE_SIZE,
      upline: 'maria01',
    });
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
    const target = state.branches[ROOT_BRANCH]!.part.value!.list[0]!;
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
        root(s).status === 'loaded' &&
        s.wallet.balance === subtractMoney(walletBefore, 0.1),
      4_000,
    );
    expect(selectTeam(after).transfer).toMatchObject({ account: target.account, amount: 0.1 });
    const row = root(after).value!.list.find((d) => d.account === target.account)!;
    expect(row.balance).toBeCloseTo(target.balance + 0.1, 2);
  });

  it('shows why the list failed and loads it again on retry', async () => {
    failNext('downlines', '#727', 'System busy');
    const { harness, state } = await open();
    expect(state.branches[ROOT_BRANCH]!.part).toMatchObject({
      status: 'failed',
      failure: { kind: 'busy' },
    });
    harness.store.dispatch(teamActions.branchPageRequested({ upline: ROOT_BRANCH, pageNo: 1 }));
    await branchWhere(harness, ROOT_BRANCH, (p) => p.list.length > 0);
  });

  it('ends the session when the server ended it (HTTP 401) and forgets the team', async () => {
    const token = await loginToken('agent01');
    const { harness } = await open(token);
    await endSession(token);
    harness.store.dispatch(teamActions.pageRequested({ pageNo: 2 }));
    const state = await waitForState(harness.store, (s) => s.session.token === null);
    expect(root(state).value).toBeNull();
  });

  it('tells a trial account it needs a real one', async () => {
    const { state } = await open(await freePlayToken());
    expect(state.branches[ROOT_BRANCH]!.part.failure).toMatchObject({ kind: 'trial' });
  });
});
