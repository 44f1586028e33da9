import type { Story, StoryDefault } from '@ladle/react';
import type { PlayLimit, ResponsibleSettings } from '@/api/contract/member-responsible';
import type { PageFailure } from '@/core/page-failure';
import { initialWalletState } from '@/features/wallet/slice';
import { withSeededFeature } from '@/testing/story-seed';
import { withState } from '../../../../.ladle/story-store';
import { RealityCheckView, TimeUpView } from './components/RealityCheckModal';
import { responsibleFeature } from './feature';
import { ResponsibleView } from './ResponsiblePage';
import { initialResponsibleState, responsibleReducer, type ResponsibleState } from './slice';

/** The responsible gaming page in each state, seeded into the store (no call made to show them). */
export default { title: 'Member centre / Responsible gaming' } satisfies StoryDefault;

const DAY_MS = 24 * 3_600_000;
const row = (
  kind: PlayLimit['kind'],
  period: PlayLimit['period'],
  amount: number | null,
  used: number,
  pending: PlayLimit['pending'] = null,
): PlayLimit => ({
  kind,
  period,
  amount,
  used,
  remaining: amount === null ? null : Math.max(0, Math.round((amount - used) * 100) / 100),
  pending,
});
const settings = (limits: PlayLimit[]): ResponsibleSettings => ({
  limits,
  realityCheckMinutes: 60,
  hasDeposited: true,
});
const NONE = settings([
  row('DEPOSIT', 'DAY', null, 0),
  row('DEPOSIT', 'WEEK', null, 0),
  row('DEPOSIT', 'MONTH', null, 1_000),
  row('LOSS', 'DAY', null, 0),
  row('LOSS', 'WEEK', null, 312.5),
  row('LOSS', 'MONTH', null, 1_250.75),
  row('SESSION', 'DAY', null, 42),
]);
const SET = settings([
  row('DEPOSIT', 'DAY', 100, 100, { amount: 500, effectiveAt: Date.now() + DAY_MS }),
  row('DEPOSIT', 'WEEK', 2_500, 1_000),
  row('DEPOSIT', 'MONTH', 10_000, 1_000, { amount: null, effectiveAt: Date.now() + DAY_MS }),
  row('LOSS', 'DAY', 200, 0),
  row('LOSS', 'WEEK', null, 312.5),
  row('LOSS', 'MONTH', 5_000, 1_250.75),
  row('SESSION', 'DAY', 120, 42),
]);
const failure = (kind: PageFailure['kind'], code = '', message = ''): PageFailure => ({
  kind,
  code,
  message,
});

const seeded = (state: Partial<ResponsibleState>) => [
  withSeededFeature(responsibleFeature, responsibleReducer, {
    ...initialResponsibleState,
    ...state,
  }),
  withState({ wallet: { ...initialWalletState, currencySymbol: '₱' } }),
];
const part = (p: Partial<ResponsibleState['settings']>): Partial<ResponsibleState> => ({
  settings: { status: 'loaded', failure: null, value: null, ...p },
});

export const Loading: Story = () => <ResponsibleView />;
Loading.decorators = seeded(part({ status: 'loading' }));

export const NoLimits: Story = () => <ResponsibleView />;
NoLimits.storyName = 'No limits yet (empty)';
NoLimits.decorators = seeded(part({ value: NONE }));

export const PendingIncrease: Story = () => <ResponsibleView />;
PendingIncrease.storyName = 'Limits set, a raise and a removal pending';
PendingIncrease.decorators = seeded(part({ value: SET }));

export const SaveRefused: Story = () => <ResponsibleView />;
SaveRefused.storyName = 'A change refused (busy)';
SaveRefused.decorators = seeded({
  ...part({ value: SET }),
  save: { status: 'failed', key: 'DEPOSIT:WEEK', failure: failure('busy') },
});

export const WrongPassword: Story = () => <ResponsibleView />;
WrongPassword.storyName = 'Time-out: wrong password';
WrongPassword.decorators = seeded({
  ...part({ value: NONE }),
  exclusion: {
    status: 'failed',
    key: 'TIMEOUT',
    failure: failure('server', 'password.invalid', 'The password is not correct'),
  },
});

export const LoadFailed: Story = () => <ResponsibleView />;
LoadFailed.storyName = 'Load failed (network), retry';
LoadFailed.decorators = seeded(part({ status: 'failed', failure: failure('offline') }));

export const SessionEnded: Story = () => <ResponsibleView />;
SessionEnded.storyName = 'Session ended (401), log in';
SessionEnded.decorators = seeded(part({ status: 'failed', failure: failure('session') }));

export const Trial: Story = () => <ResponsibleView />;
Trial.storyName = 'Trial account refused';
Trial.decorators = seeded(part({ status: 'failed', failure: failure('trial', 'trial.account') }));

export const ModuleOff: Story = () => <ResponsibleView />;
ModuleOff.storyName = 'Module off (#543)';
ModuleOff.decorators = seeded(
  part({ status: 'failed', failure: failure('server', '#543', 'function.not.available') }),
);

const noop = () => undefined;
export const RealityCheckLoss: Story = () => (
  <RealityCheckView startedAt={0} at={75 * 60_000} net={-1_234.5} symbol="₱" onAnswer={noop} />
);
RealityCheckLoss.storyName = 'Reality check: a net loss';

export const RealityCheckWin: Story = () => (
  <RealityCheckView startedAt={0} at={15 * 60_000} net={88} symbol="₱" onAnswer={noop} />
);
RealityCheckWin.storyName = 'Reality check: a net win';

export const TimeUp: Story = () => <TimeUpView limitMinutes={90} onAnswer={noop} />;
TimeUp.storyName = "Time's up: the daily play time limit is used";
