import type { Story, StoryDefault } from '@ladle/react';
import type { ActiveSession, LoginRecord, SecurityCenterValue } from '@/api/contract/account';
import type { PageFailure } from '@/core/page-failure';
import { LoginHistorySection } from './components/LoginHistorySection';
import { SessionsSection } from './components/SessionsSection';
import { ErrorCodes, WalletErrorCodes } from '@/api/contract/constants';
import { withSeededFeature, withSubmitted } from '@/testing/story-seed';
import { ContactForm } from './components/ContactSection';
import { PaymentPasswordForm } from './components/PaymentPasswordSection';
import { securityFeature } from './feature';
import type { SecurityFailure } from './rules';
import { SecurityCenterView } from './SecurityCenterPage';
import {
  initialSecurityState,
  securityReducer,
  type CodeState,
  type FormOutcome,
  type SecurityForm,
  type SecurityState,
} from './slice';

export default { title: 'Account / Security centre' } satisfies StoryDefault;

const PLAYER: SecurityCenterValue = {
  account: 'player1',
  mobile: '917****001',
  countryDialingCode: '63',
  mobileBound: true,
  email: 'pl***@example.com',
  emailBound: true,
  paymentPasswordSet: true,
  socialAccounts: [
    { provider: 'GOOGLE', linked: false, displayName: null, linkedAt: null },
    { provider: 'FACEBOOK', linked: true, displayName: 'Player One', linkedAt: 1_700_000_000_000 },
  ],
};
const NEWBIE: SecurityCenterValue = {
  ...PLAYER,
  account: 'newbie1',
  mobile: '917****003',
  email: null,
  emailBound: false,
  paymentPasswordSet: false,
  socialAccounts: PLAYER.socialAccounts.map((s) => ({ ...s, linked: false, displayName: null })),
};

const failure = (kind: SecurityFailure['kind'], code = '', message = ''): SecurityFailure => ({
  kind,
  code,
  message,
});
const loaded = (value: SecurityCenterValue) => ({
  status: 'loaded' as const,
  value,
  failure: null,
});

/** The page's state: loaded with `value` unless told otherwise, with these codes and outcomes. */
const seed = (
  state: {
    info?: SecurityState['info'];
    codes?: Partial<SecurityState['codes']>;
    forms?: Partial<Record<SecurityForm, FormOutcome>>;
  } & Partial<Pick<SecurityState, 'sessions' | 'history' | 'ending' | 'endFailure'>> = {},
) =>
  withSeededFeature(securityFeature, securityReducer, {
    ...initialSecurityState,
    ...state,
    info: state.info ?? loaded(PLAYER),
    codes: { ...initialSecurityState.codes, ...state.codes },
    forms: { ...initialSecurityState.forms, ...state.forms },
  });

const counting: CodeState = { sending: false, countdown: 42, failure: null };
const failed = (f: SecurityFailure): FormOutcome => ({ status: 'failed', failure: f });
const done: FormOutcome = { status: 'done', failure: null };

// ---- the page

export const Loading: Story = () => <SecurityCenterView />;
Loading.decorators = [withSeededFeature(securityFeature, securityReducer, initialSecurityState)];

export const LoadFailedBusy: Story = () => <SecurityCenterView />;
LoadFailedBusy.decorators = [
  seed({
    info: { status: 'failed', value: null, failure: failure('busy', ErrorCodes.systemBusy) },
  }),
];

export const LoadFailedOffline: Story = () => <SecurityCenterView />;
LoadFailedOffline.decorators = [
  seed({ info: { status: 'failed', value: null, failure: failure('offline') } }),
];

export const SessionEnded: Story = () => <SecurityCenterView />;
SessionEnded.decorators = [
  seed({ info: { status: 'failed', value: null, failure: failure('session') } }),
];

export const TrialAccount: Story = () => <SecurityCenterView />;
TrialAccount.decorators = [
  seed({ info: { status: 'failed', value: null, failure: failure('trial') } }),
];

export const EverythingBound: Story = () => <SecurityCenterView />;
EverythingBound.decorators = [seed()];

export const NothingBound: Story = () => <SecurityCenterView />;
NothingBound.decorators = [seed({ info: loaded(NEWBIE) })];

export const ReloadFailedAboveWhatWasLoaded: Story = () => <SecurityCenterView />;
ReloadFailedAboveWhatWasLoaded.decorators = [
  seed({ info: { status: 'failed', value: PLAYER, failure: failure('offline') } }),
];

export const MobileChanged: Story = () => <SecurityCenterView />;
MobileChanged.decorators = [seed({ forms: { mobile: done } })];

export const PaymentPasswordChanged: Story = () => <SecurityCenterView />;
PaymentPasswordChanged.decorators = [seed({ forms: { paymentPassword: done } })];

export const SocialLinked: Story = () => <SecurityCenterView />;
SocialLinked.decorators = [seed({ forms: { social: done } })];

export const SocialLinkRefused: Story = () => <SecurityCenterView />;
SocialLinkRefused.decorators = [
  seed({
    forms: {
      social: failed(
        failure('server', 'social.already.linked', 'This social account is already linked'),
      ),
    },
  }),
];

// ---- the forms

// One function per story: a story's decorators are a property of its function.
const mobileForm = (): Story => () => <ContactForm kind="mobile" onCancel={() => undefined} />;
const emailForm = (): Story => () => <ContactForm kind="email" onCancel={() => undefined} />;

export const MobileForm: Story = mobileForm();
MobileForm.decorators = [seed()];

export const MobileFormEmptySubmitted: Story = mobileForm();
MobileFormEmptySubmitted.decorators = [withSubmitted([]), seed()];

export const MobileFormBadNumber: Story = mobileForm();
MobileFormBadNumber.decorators = [withSubmitted([['input[type="tel"]', '12ab']]), seed()];

export const MobileCodeCountingDown: Story = mobileForm();
MobileCodeCountingDown.decorators = [seed({ codes: { mobile: counting } })];

export const MobileCodeSending: Story = mobileForm();
MobileCodeSending.decorators = [
  seed({ codes: { mobile: { sending: true, countdown: 0, failure: null } } }),
];

export const EmailCodeTooManyRequests: Story = emailForm();
EmailCodeTooManyRequests.decorators = [
  seed({
    codes: {
      email: {
        sending: false,
        countdown: 0,
        failure: failure('tooMany', ErrorCodes.tooManyRequests),
      },
    },
  }),
];

export const EmailWrongCode: Story = emailForm();
EmailWrongCode.decorators = [
  seed({
    codes: { email: counting },
    forms: { email: failed(failure('code', ErrorCodes.invalidVerificationCode)) },
  }),
];

export const EmailCodeExpired: Story = emailForm();
EmailCodeExpired.decorators = [
  seed({ forms: { email: failed(failure('expired', ErrorCodes.invalidVerificationCode)) } }),
];

export const EmailSaving: Story = emailForm();
EmailSaving.decorators = [seed({ forms: { email: { status: 'sending', failure: null } } })];

export const PaymentPasswordSetForm: Story = () => <PaymentPasswordForm isSet={false} />;
PaymentPasswordSetForm.decorators = [seed({ info: loaded(NEWBIE) })];

export const PaymentPasswordMismatch: Story = () => <PaymentPasswordForm isSet={false} />;
PaymentPasswordMismatch.decorators = [
  withSubmitted([
    ['.security-form > .field:nth-child(1) input', '135790'],
    ['.security-form > .field:nth-child(2) input', '135799'],
  ]),
  seed({ info: loaded(NEWBIE) }),
];

export const PaymentPasswordWrongCurrent: Story = () => (
  <PaymentPasswordForm isSet onCancel={() => undefined} />
);
PaymentPasswordWrongCurrent.decorators = [
  seed({
    forms: { paymentPassword: failed(failure('password', WalletErrorCodes.wrongPassword)) },
  }),
];

// ---- active sessions and the login history (issue 30)

const HOUR = 3_600_000;
const NOW = 1_764_288_000_000;
const SESSIONS: ActiveSession[] = [
  {
    sessionId: 'S-1001-a',
    device: 'Linux desktop',
    browser: 'Chrome',
    ip: '203.0.113.7',
    country: 'Philippines',
    loginTime: NOW - HOUR,
    lastActiveTime: NOW,
    current: true,
  },
  {
    sessionId: 'S-1001-1',
    device: 'iPhone',
    browser: 'Safari',
    ip: '112.198.77.14',
    country: 'Philippines',
    loginTime: NOW - 48 * HOUR,
    lastActiveTime: NOW - 3 * HOUR,
    current: false,
  },
  {
    sessionId: 'S-1001-2',
    device: null,
    browser: null,
    ip: '49.145.12.201',
    country: null,
    loginTime: NOW - 144 * HOUR,
    lastActiveTime: NOW - 29 * HOUR,
    current: false,
  },
];
const HISTORY: LoginRecord[] = (
  ['SUCCESS', 'WRONG_PASSWORD', 'CAPTCHA', 'BLOCKED', 'SUCCESS'] as const
).map((outcome, i) => ({
  loginTime: NOW - i * 26 * HOUR,
  ip: i === 2 ? '185.220.101.4' : '203.0.113.7',
  country: i === 2 ? 'Germany' : 'Philippines',
  outcome,
}));
const pageFailure = (kind: PageFailure['kind'], code = '', message = ''): PageFailure => ({
  kind,
  code,
  message,
});
const part = <T,>(value: T) =>
  loaded(value as never) as { status: 'loaded'; value: T; failure: null };
const failedPart = (f: PageFailure) => ({ status: 'failed' as const, value: null, failure: f });
const loadingPart = { status: 'loading' as const, value: null, failure: null };

const Sessions: Story = () => <SessionsSection />;
const History: Story = () => <LoginHistorySection />;
const sessionsStory = (state: Parameters<typeof seed>[0]): Story => {
  const story: Story = () => <Sessions />;
  story.decorators = [seed(state)];
  return story;
};
const historyStory = (state: Parameters<typeof seed>[0]): Story => {
  const story: Story = () => <History />;
  story.decorators = [seed(state)];
  return story;
};

export const SessionsListed = sessionsStory({ sessions: part(SESSIONS) });
export const SessionsOnlyThisOne = sessionsStory({ sessions: part(SESSIONS.slice(0, 1)) });
export const SessionsLoading = sessionsStory({ sessions: loadingPart });
export const SessionsEnding = sessionsStory({ sessions: part(SESSIONS), ending: 'others' });
export const SessionsEndFailed = sessionsStory({
  sessions: part(SESSIONS),
  endFailure: pageFailure('server', 'session.not.found', 'This session has already ended'),
});
export const SessionsFailedBusy = sessionsStory({
  sessions: failedPart(pageFailure('busy', ErrorCodes.systemBusy)),
});
export const SessionsOffline = sessionsStory({ sessions: failedPart(pageFailure('offline')) });
export const SessionsSessionEnded = sessionsStory({
  sessions: failedPart(pageFailure('session', ErrorCodes.notLoggedIn)),
});
export const SessionsTrialAccount = sessionsStory({
  sessions: failedPart(pageFailure('trial', ErrorCodes.trialAccount)),
});
export const SessionsModuleOffAtServer = sessionsStory({
  sessions: failedPart(
    pageFailure('server', ErrorCodes.functionNotAvailable, 'function.not.available'),
  ),
});

export const HistoryListed = historyStory({ history: part(HISTORY) });
export const HistoryEmpty = historyStory({ history: part([]) });
export const HistoryLoading = historyStory({ history: loadingPart });
export const HistoryFailedBusy = historyStory({
  history: failedPart(pageFailure('busy', ErrorCodes.systemBusy)),
});
export const HistorySessionEnded = historyStory({
  history: failedPart(pageFailure('session', ErrorCodes.notLoggedIn)),
});
export const HistoryTrialAccount = historyStory({
  history: failedPart(pageFailure('trial', ErrorCodes.trialAccount)),
});
