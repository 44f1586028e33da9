import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import type { Action } from '@reduxjs/toolkit';
import { ProfileErrorCodes } from '@/api/contract/constants';
import type { MemberProfileValue, VipRanksValue } from '@/api/contract/member';
import type { LazyFeature } from '@/core/lazy-feature';
import { systemActions } from '@/core/system/slice';
import { initialWalletState } from '@/features/wallet/slice';
import { renderFeatureView } from '@/testing/render-view';
import { playerRankFeature } from '@/features/member/rank/feature';
import { PlayerRankView } from '@/features/member/rank/PlayerRankPage';
import { playerRankActions } from '@/features/member/rank/slice';
import { AvatarView } from './profile/AvatarPage';
import { profileFeature } from './profile/feature';
import { sampleRule } from './profile/samples';
import { ProfileView } from './profile/ProfilePage';
import { profileActions } from './profile/slice';

/** A view over a store seeded through the pages' own actions; the sagas do not run (no call). */
const quiet = (f: LazyFeature): LazyFeature => ({ ...f, saga: function* idle() {} });
const renderView = (view: ReactNode, actions: Action[]) =>
  renderFeatureView(view, {
    features: [quiet(profileFeature), quiet(playerRankFeature)],
    texts: ['profile', 'rank'],
    state: { wallet: { ...initialWalletState, currencySymbol: '₱' } },
    actions,
  });

const of = (actions: { type: string }[], type: string) => actions.filter((a) => a.type === type);

const rule = sampleRule;

const PROFILE: MemberProfileValue = {
  account: 'player1',
  profile: { nickname: 'Maya', payeeName: 'Juan Dela Cruz', occupation: 'Engineer' },
  rules: {
    nickname: rule({ required: true, minLength: 2, maxLength: 20 }),
    payeeName: rule({ editable: false, lockedBy: 'SET_ONCE' }),
    nationality: rule({
      minLength: 2,
      maxLength: 30,
      acceptedPattern: '^[a-zA-Z ]+$',
      patternId: 8,
    }),
    occupation: rule(),
  },
};

describe('the profile form', () => {
  it('shows a locked field read only with why, and saves the changed fields only', async () => {
    const user = userEvent.setup();
    const { dispatched } = await renderView(<ProfileView />, [profileActions.loaded(PROFILE)]);
    const realName = screen.getByLabelText('Real name');
    expect(realName).toHaveValue('Juan Dela Cruz');
    expect(realName).toHaveAttribute('readonly');
    expect(realName).toHaveAccessibleDescription(
      'Locked: Set once: it cannot be changed. Contact customer service to correct it.',
    );
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Nothing has changed: there is nothing to save.',
    );
    await user.clear(screen.getByLabelText('Occupation'));
    await user.type(screen.getByLabelText('Occupation'), 'Teacher');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(of(dispatched, profileActions.saveRequested.type)).toEqual([
      profileActions.saveRequested({ occupation: 'Teacher' }),
    ]);
  });

  it('keeps what was typed: against the rule (nothing sent), and when the server refuses it', async () => {
    const user = userEvent.setup();
    const { store, dispatched } = await renderView(<ProfileView />, [
      profileActions.loaded(PROFILE),
    ]);
    const nationality = screen.getByLabelText('Nationality');
    await user.type(nationality, 'Filipino 2');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(nationality).toHaveValue('Filipino 2');
    expect(nationality).toHaveAccessibleDescription(
      'English letters and spaces only (2 - 30 characters)',
    );
    expect(of(dispatched, profileActions.saveRequested.type)).toEqual([]);
    await user.clear(nationality);
    await user.type(nationality, 'Filipino');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    store.dispatch(
      profileActions.saveFailed({
        kind: 'server',
        code: ProfileErrorCodes.fieldLocked,
        message: 'x',
        field: 'nationality',
      }),
    );
    expect(await screen.findByText('This field is locked and cannot be changed.')).toBeVisible();
    expect(nationality).toHaveValue('Filipino');
    expect(nationality).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('the avatar choice', () => {
  it('moves with the arrow keys and saves the chosen one', async () => {
    const user = userEvent.setup();
    const choices = ['/a/0.svg', '/a/1.svg', '/a/2.svg'];
    const { dispatched } = await renderView(<AvatarView />, [
      profileActions.avatarLoaded({ current: '/a/1.svg', choices }),
    ]);
    const group = screen.getByRole('group', { name: 'Choose an avatar' });
    expect(within(group).getByRole('radio', { name: 'Avatar 2' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Use this avatar' }));
    expect(screen.getByRole('status')).toHaveTextContent('This is already your avatar.');
    within(group).getByRole('radio', { name: 'Avatar 2' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(within(group).getByRole('radio', { name: 'Avatar 3' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Use this avatar' }));
    expect(of(dispatched, profileActions.avatarSaveRequested.type)).toEqual([
      profileActions.avatarSaveRequested('/a/2.svg'),
    ]);
  });
});

describe('the player rank', () => {
  const ranks: VipRanksValue['ranks'] = [1, 2, 3, 4, 5, 6].map((rankLevel) => ({
    rankLevel,
    labelName: `R${rankLevel}`,
    color: '#ffffff',
    color2: '#1d4ed8',
    depositRequired: rankLevel * 1_000,
    validBetRequired: rankLevel * 5_000,
    benefits: [],
  }));

  it('names the progress bars by their text and offers VIP service above rank 4', async () => {
    const user = userEvent.setup();
    const { dispatched } = await renderView(<PlayerRankView />, [
      playerRankActions.loaded({ ranks, rankLevel: 5, deposit: 5_500.1, validBet: 0 }),
    ]);
    expect(
      screen.getByRole('progressbar', { name: 'Deposits: ₱5,500.10 of ₱6,000.00' }),
    ).toHaveAttribute('value', '91');
    expect(screen.getByText('Deposit ₱499.90 more')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Contact VIP customer service' }));
    expect(of(dispatched, systemActions.customerServiceRequested.type)).toHaveLength(1);
  });

  it('says the top rank is reached, and offers no VIP service at rank 4', async () => {
    await renderView(<PlayerRankView />, [
      playerRankActions.loaded({ ranks: ranks.slice(0, 4), rankLevel: 4, deposit: 0, validBet: 0 }),
    ]);
    expect(screen.getByText('You have reached the top rank.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Contact VIP customer service' })).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
