import { useEffect } from 'react';
import { useStore } from 'react-redux';
import type { Story, StoryDefault } from '@ladle/react';
import { withFeature } from '../../../../.ladle/story-store';
import { createLotteryFixtures } from '../../../../fixtures/lottery';
import { LotteryFrame } from './LotteryFrame';
import { LotteryHighlights } from './LotteryHighlights';
import { LotteryMenu } from './LotteryMenu';
import { latestPerGame, OpenedNumbers } from './OpenedNumbers';
import { PrizeTable } from './PrizeTable';
import { lotteryFeature } from '../feature';
import { lotteryActions } from '../slice';
import '../lottery.css';

export default {
  title: 'Lottery',
  decorators: [withFeature(lotteryFeature)],
} satisfies StoryDefault;

const fixtures = createLotteryFixtures();

/** Groups of a prize mode as tabs; the current game's group first, its link marked. */
export const Menu: Story<{ prizeMode: string; current: string }> = ({ prizeMode, current }) => (
  <div style={{ maxWidth: 320 }}>
    <LotteryMenu
      groups={fixtures.menus[prizeMode] ?? []}
      currentCode={current || null}
      label="Lottery games"
    />
  </div>
);
Menu.storyName = 'Lottery menu';
Menu.args = { prizeMode: 'Lott', current: 'BJPK10' };
Menu.argTypes = {
  prizeMode: {
    control: { type: 'radio' },
    options: ['Lott', 'ZY', 'Elott', 'SEA'],
    defaultValue: 'Lott',
  },
};

/** A game under maintenance (Shanghai 11x5) in its group. */
export const MenuMaintenance: Story = () => (
  <div style={{ maxWidth: 320 }}>
    <LotteryMenu groups={fixtures.menus.Lott ?? []} currentCode="SH11X5" label="Lottery games" />
  </div>
);
MenuMaintenance.storyName = 'Lottery menu, game under maintenance';

/** The home page's block against the mock: popular and the latest numbers. */
export const Highlights: Story = () => <LotteryHighlights />;
Highlights.storyName = 'Lottery highlights (home)';

/** The latest draw of every numeric-lottery game. */
export const Opened: Story = () => (
  <OpenedNumbers draws={latestPerGame(fixtures.opened)} caption="Latest results" />
);
Opened.storyName = 'Opened numbers table';

/** A southern VN draw's prize table, and the north's. */
export const Prizes: Story = () => (
  <div style={{ display: 'grid', gap: 16, maxWidth: 480 }}>
    <PrizeTable draw={fixtures.vnOpened.find((d) => d.gameCode === 'VN_HCM')!} />
    <PrizeTable draw={fixtures.vnOpened.find((d) => d.gameCode === 'VN_MB')!} />
  </div>
);
Prizes.storyName = 'VN prize tables';

/** What the game area says when the launch cannot show a game. */
function FrameIn({ state }: { state: 'needsLogin' | 'refused' | 'maintenance' | 'failed' }) {
  const store = useStore();
  useEffect(() => {
    store.dispatch(
      lotteryActions.launchStarted({
        area: 'LOTT',
        gameCode: 'SH11X5',
        backUrl: window.location.href,
      }),
    );
    if (state === 'needsLogin') store.dispatch(lotteryActions.launchNeedsLogin());
    else if (state === 'refused') store.dispatch(lotteryActions.launchRefused());
    else
      store.dispatch(
        lotteryActions.launchFailed({
          error:
            state === 'maintenance'
              ? 'The game is under maintenance, please try another game'
              : 'System busy',
          maintenance: state === 'maintenance',
          suggestions: state === 'maintenance' ? ['Shandong 11x5', 'Guangdong 11x5'] : [],
        }),
      );
  }, [store, state]);
  return <LotteryFrame gameName="Shanghai 11x5" />;
}
export const Frame: Story<{ state: 'needsLogin' | 'refused' | 'maintenance' | 'failed' }> = ({
  state,
}) => <FrameIn state={state} />;
Frame.storyName = 'Game area states';
Frame.args = { state: 'maintenance' };
Frame.argTypes = {
  state: {
    control: { type: 'radio' },
    options: ['needsLogin', 'refused', 'maintenance', 'failed'],
    defaultValue: 'maintenance',
  },
};
