import type { Action } from '@reduxjs/toolkit';
import { describe, expect, it, vi } from 'vitest';
import { centreStore } from '@/testing/centre';
import { freePlayToken, loginToken, waitForState } from '@/testing/harness';
import type { RootState } from '@/app/store';
import type { LazyFeature } from '@/core/lazy-feature';
import { dialogsActions } from '@/core/dialogs/slice';
import { modalsActions } from '@/core/modals/slice';
import { navigationActions } from '@/core/navigation/slice';
import { sessionActions } from '@/core/session/slice';
import { agentFeature } from '@/features/agent/feature';
import { selectAgentPanelView } from '@/features/agent/selectors';
import { agentActions } from '@/features/agent/slice';
import { memberFeature } from '@/features/member/feature';
import { selectPanelView } from '@/features/member/selectors';
import { memberActions } from '@/features/member/slice';

/*
 * What the member and agent centres share (spec 2 §2): the access to the panel opened by its
 * address, and its navigation. Each centre's own cases are in its feature's sagas test.
 */

interface Case {
  feature: LazyFeature;
  /** The panel opened on `page`, `other` chosen, the panel closed. */
  opened: Action;
  chosen: Action;
  closed: Action;
  /** What the panel shows. */
  shown: (s: RootState) => 'none' | 'loading' | 'failed' | 'panel';
  param: string;
  page: string;
  other: string;
  /** An account the centre opens for. */
  user: string;
}

describe.each<Case>([
  {
    feature: memberFeature,
    opened: memberActions.panelOpened({ page: 'withdraw' }),
    chosen: memberActions.pageChosen({ page: 'depositv2' }),
    closed: memberActions.closeRequested(),
    shown: selectPanelView,
    param: 'member',
    page: 'withdraw',
    other: 'depositv2',
    user: 'player1',
  },
  {
    feature: agentFeature,
    opened: agentActions.panelOpened({ page: 'agentTeamOverview' }),
    chosen: agentActions.pageChosen({ page: 'agentRealtimeSalary' }),
    closed: agentActions.closeRequested(),
    shown: (s) => selectAgentPanelView(s).kind,
    param: 'agent',
    page: 'agentTeamOverview',
    other: 'agentRealtimeSalary',
    user: 'agent01',
  },
])(
  'the $param centre panel',
  ({ feature, opened, chosen, closed, shown, param, page, other, user }) => {
    /** The centre at `address`, logged in as `token` when given, its panel opened. */
    function open(address: string, token?: string) {
      const harness = centreStore(feature, address, token);
      harness.store.dispatch(opened);
      return harness;
    }

    it('asks a visitor to log in, then comes back to the asked page after the login went home', async () => {
      const { store, services } = open(`/lottery?${param}=${page}`);
      const state = await waitForState(store, (s) => s.modals.stack.length === 1);
      expect(state.modals.stack[0]?.name).toBe('loginPopupModal');
      expect(shown(state)).toBe('none');
      // What the login flow does: the session, the popup closed, home.
      store.dispatch(sessionActions.tokenReceived(await loginToken(user)));
      store.dispatch(sessionActions.memberInfoRequested());
      await waitForState(store, (s) => s.session.memberStatus === 'loaded');
      store.dispatch(modalsActions.closed('loginPopupModal'));
      store.dispatch(navigationActions.navigateRequested({ to: '/' }));
      await vi.waitFor(() =>
        expect(services.navigate).toHaveBeenLastCalledWith(`/lottery?${param}=${page}`, {
          replace: true,
        }),
      );
      await waitForState(store, (s) => shown(s) === 'panel');
    });

    it("drops the panel's address when the visitor closes the login popup", async () => {
      const { store, services } = open(`/lottery?${param}=${page}`);
      await waitForState(store, (s) => s.modals.stack.length === 1);
      store.dispatch(modalsActions.closed('loginPopupModal'));
      await vi.waitFor(() =>
        expect(services.navigate).toHaveBeenCalledWith('/lottery', { replace: true }),
      );
    });

    it("tells a trial account it needs a real one and drops the panel's address", async () => {
      const { store, services } = open(`/?${param}=${page}`, await freePlayToken());
      const state = await waitForState(store, (s) => s.dialogs.queue.length === 1);
      expect(state.dialogs.queue[0]).toMatchObject({
        kind: 'warning',
        key: 'roles.in_need_true_account',
      });
      expect(shown(state)).toBe('none');
      expect(services.navigate).toHaveBeenCalledWith('/', { replace: true });
      store.dispatch(dialogsActions.answered({ id: state.dialogs.queue[0]!.id, confirmed: true }));
    });

    it('pushes a history entry for each page chosen and for closing', () => {
      const { store, services, location } = open(`/games?${param}=${page}`);
      store.dispatch(chosen);
      expect(services.navigate).toHaveBeenLastCalledWith(`/games?${param}=${other}`, {
        replace: undefined,
      });
      expect(location.current).toBe(`/games?${param}=${other}`);
      store.dispatch(closed);
      expect(services.navigate).toHaveBeenLastCalledWith('/games', { replace: undefined });
    });
  },
);
