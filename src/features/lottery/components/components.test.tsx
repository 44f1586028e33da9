import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { lotteryCatalogue } from '../../../../fixtures/lottery';
import { renderLottery } from '@/testing/lottery';
import { lotteryActions } from '../slice';
import { GameEntry } from './GameEntry';
import { ListStatus } from './ListStatus';
import { LotteryFrame } from './LotteryFrame';
import { LotteryHighlights } from './LotteryHighlights';
import { LotteryMenu } from './LotteryMenu';
import { OpenedNumbers } from './OpenedNumbers';
import { PrizeTable } from './PrizeTable';
import { failNext } from '@/testing/mock-backend';

const { menus, vnMenus } = lotteryCatalogue();

describe('LotteryMenu', () => {
  it('shows the group of the current game and switches groups by click and arrow keys', async () => {
    await renderLottery(
      <LotteryMenu groups={menus.Lott!} currentCode="BJPK10" label="Lottery games" />,
    );
    const nav = screen.getByRole('navigation', { name: 'Lottery games' });
    expect(within(nav).getByRole('tab', { name: 'PK10 Racing' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(within(nav).getByRole('link', { name: /^Beijing PK10/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: /^Beijing PK10/ })).toHaveAttribute(
      'href',
      '/lottery?gameCode=BJPK10&playType=PK10_TOP1',
    );

    fireEvent.click(within(nav).getByRole('tab', { name: 'Fast 3' }));
    expect(within(nav).getByRole('link', { name: /^Jiangsu Fast 3/ })).toBeInTheDocument();
    fireEvent.keyDown(within(nav).getByRole('tab', { name: 'Fast 3' }), { key: 'ArrowRight' });
    expect(within(nav).getByRole('tab', { name: 'Daily Draws' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(within(nav).getByRole('tab', { name: 'Daily Draws' })).toHaveFocus();
    fireEvent.keyDown(within(nav).getByRole('tab', { name: 'Daily Draws' }), { key: 'ArrowRight' });
    expect(within(nav).getByRole('tab', { name: 'Time-Time Lottery' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    fireEvent.keyDown(within(nav).getByRole('tab', { name: 'Time-Time Lottery' }), { key: 'End' });
    expect(within(nav).getByRole('tab', { name: 'Daily Draws' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('marks games under maintenance', async () => {
    await renderLottery(
      <LotteryMenu groups={menus.Lott!} currentCode="SH11X5" label="Lottery games" />,
    );
    expect(screen.getByRole('link', { name: /^Shanghai 11x5/ })).toHaveTextContent(
      'Under maintenance',
    );
  });
});

describe('GameEntry', () => {
  it('links VN games to /vnlottery and toggles the favourite star', async () => {
    const game = vnMenus[0]!.gameMenus[0]!;
    const toggled: string[] = [];
    function Starred() {
      const [on, setOn] = useState(false);
      return (
        <ul>
          <GameEntry
            game={game}
            favourite={{ on, onToggle: (code) => (toggled.push(code), setOn(!on)) }}
          />
        </ul>
      );
    }
    await renderLottery(<Starred />);
    expect(screen.getByRole('link', { name: /^Miền Bắc/ })).toHaveAttribute(
      'href',
      '/vnlottery?gameCode=VN_MB',
    );
    const star = screen.getByRole('button', { name: 'Favourite Miền Bắc' });
    expect(star).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(star);
    expect(toggled).toEqual(['VN_MB']);
    expect(star).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('LotteryFrame', () => {
  it('shows only the launch answer, sandboxed, and says why nothing is shown otherwise', async () => {
    const { store } = await renderLottery(<LotteryFrame gameName="Beijing PK10" />);
    const target = {
      area: 'LOTT' as const,
      gameCode: 'BJPK10',
      backUrl: 'http://localhost/lottery',
    };
    store.dispatch(lotteryActions.launchStarted(target));
    store.dispatch(
      lotteryActions.launchReady({ url: '/launch-a/lottery?gameCode=BJPK10', spareUrl: null }),
    );
    const frame = await screen.findByTitle('Lottery game Beijing PK10');
    expect(frame).toHaveAttribute('src', '/launch-a/lottery?gameCode=BJPK10');
    expect(frame.getAttribute('sandbox')).not.toContain('allow-same-origin');

    store.dispatch(lotteryActions.launchReady({ url: 'javascript:alert(1)', spareUrl: null }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The game answered with an address that cannot be shown.',
    );
    expect(screen.queryByTitle('Lottery game Beijing PK10')).toBeNull();

    store.dispatch(lotteryActions.launchNeedsLogin());
    fireEvent.click(await screen.findByRole('button', { name: 'Log in' }));
    await waitFor(() =>
      expect(store.getState().modals.stack.map((m) => m.name)).toEqual(['loginPopupModal']),
    );

    store.dispatch(
      lotteryActions.launchFailed({
        error: 'The game is under maintenance',
        maintenance: true,
        suggestions: ['Lucky Airship'],
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This game is under maintenance.The game is under maintenanceYou could try instead:Lucky Airship',
    );
  });
});

describe('results tables', () => {
  const draw = {
    gameCode: 'VN_MB',
    gameName: 'Miền Bắc',
    numero: '20261121',
    openTime: Date.UTC(2026, 10, 21, 11, 15),
    winningNumber: '1,2,3,4,5',
    prizes: { special: ['12345'], first: ['54321'], seventh: ['12', '34', '56', '78'] },
  };

  it('lists draws with their winning numbers read out as digits', async () => {
    await renderLottery(
      <OpenedNumbers
        draws={[draw]}
        caption="Latest results"
        hrefOf={() => '/vnlottery?gameCode=VN_MB'}
      />,
    );
    const table = screen.getByRole('table', { name: 'Latest results' });
    expect(within(table).getByRole('rowheader', { name: 'Miền Bắc' })).toBeInTheDocument();
    expect(within(table).getByRole('img', { name: '1 2 3 4 5' })).toBeInTheDocument();
  });

  it('shows the VN prize table in prize order', async () => {
    await renderLottery(<PrizeTable draw={draw} />);
    const table = screen.getByRole('table', { name: 'Prizes of Miền Bắc, draw 20261121' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['Special prize', 'First prize', 'Seventh prize']);
    expect(within(table).getByRole('row', { name: /Seventh prize/ })).toHaveTextContent(
      '12 · 34 · 56 · 78',
    );
  });
});

describe('LotteryHighlights', () => {
  it('shows popular lottery and the latest numbers from the mock', async () => {
    await renderLottery(<LotteryHighlights />);
    const popular = await screen.findByRole('region', { name: 'Popular lottery' });
    await waitFor(() => expect(within(popular).getAllByRole('listitem')).toHaveLength(20));
    const results = screen.getByRole('region', { name: 'Latest results' });
    await waitFor(() => expect(within(results).getAllByRole('rowheader')).toHaveLength(8));
  });

  it('offers a retry when a list fails', async () => {
    failNext('popularLottery', '#727', 'System busy');
    await renderLottery(<LotteryHighlights />);
    const popular = await screen.findByRole('region', { name: 'Popular lottery' });
    expect(await within(popular).findByRole('alert')).toHaveTextContent(
      'The popular lottery could not be loaded.System busy',
    );
    fireEvent.click(within(popular).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(popular).getAllByRole('listitem')).toHaveLength(20));
  });
});

describe('ListStatus', () => {
  it('keeps the last answer on screen while the list is asked for again', async () => {
    const retry = () => undefined;
    const { view } = await renderLottery(
      <ListStatus
        state={{ status: 'loading', items: [], error: null }}
        name="opened"
        onRetry={retry}
      >
        <p>Results</p>
      </ListStatus>,
    );
    expect(screen.getByText('Loading…')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('Results')).toBeNull();
    view.unmount();
    await renderLottery(
      <ListStatus
        state={{ status: 'loading', items: [1], error: null }}
        name="opened"
        onRetry={retry}
      >
        <p>Results</p>
      </ListStatus>,
    );
    expect(screen.getByText('Results').parentElement).toHaveAttribute('aria-busy', 'true');
  });
});
