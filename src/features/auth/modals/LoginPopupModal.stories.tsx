import { action, type Story, type StoryDefault } from '@ladle/react';
import { withState } from '../../../../.ladle/story-store';
import ChallengePanel from '../components/ChallengePanel';
import LoginPopupModal from './LoginPopupModal';
import { initialAuthState, type VerificationView } from '../slice';
import { withSite } from '@/testing/story-site';

export default { title: 'Auth / Login popup' } satisfies StoryDefault;

/** Log in with player1 / pass1234 (answer the security check), or the SMS tab with 9170000001 / 123456. */
export const DefaultVariant: Story = () => (
  <LoginPopupModal props={{ mode: 'login', variant: 'default' }} onClose={action('onClose')} />
);
DefaultVariant.storyName = 'Default variant (free trial, register)';
DefaultVariant.decorators = [withSite()];

export const HeaderVariantSocial: Story = () => (
  <LoginPopupModal props={{ mode: 'login', variant: 'header' }} onClose={action('onClose')} />
);
HeaderVariantSocial.storyName = 'Header variant with social sign-in';
HeaderVariantSocial.decorators = [withSite({ SOCIALLOGIN3: true })];

export const NoSmsTab: Story = () => (
  <LoginPopupModal props={{ mode: 'login', variant: 'default' }} onClose={action('onClose')} />
);
NoSmsTab.storyName = 'Without SMS login, free play and direct registration';
NoSmsTab.decorators = [
  withSite({ MOBILEVERCODELOGIN3: false, FREEPLAY3: false, DIRECTREG3: false }),
];

/** The server demanded the captcha and said why; click the image for a new one. */
export const CaptchaDemanded: Story = () => (
  <LoginPopupModal props={{ mode: 'login', variant: 'default' }} onClose={action('onClose')} />
);
CaptchaDemanded.storyName = 'Captcha demanded after a failure';
CaptchaDemanded.decorators = [
  withSite(
    {},
    {
      auth: {
        ...initialAuthState,
        captchaRequired: true,
        error: { message: 'Please enter the captcha' },
      },
    },
  ),
];

export const RegisterMode: Story = () => (
  <LoginPopupModal props={{ mode: 'register', variant: 'default' }} onClose={action('onClose')} />
);
RegisterMode.storyName = 'Register mode';
RegisterMode.decorators = [withSite()];

export const SecurityCheck: Story = () => (
  <ChallengePanel
    challenge={{ id: 'story', purpose: 'login', a: 3, b: 4, wrong: false, round: 0 }}
  />
);
SecurityCheck.storyName = 'Security check';
SecurityCheck.decorators = [withState({})];

export const SecurityCheckWrong: Story = () => (
  <ChallengePanel
    challenge={{ id: 'story', purpose: 'login', a: 5, b: 2, wrong: true, round: 1 }}
  />
);
SecurityCheckWrong.storyName = 'Security check after a wrong answer';
SecurityCheckWrong.decorators = [withState({})];

/** The login side rule's check (spec 2 §4) in place of the forms, in each of its states. */
const verifying = (view: Partial<VerificationView>) =>
  withSite(
    {},
    {
      auth: {
        ...initialAuthState,
        submitting: true,
        verification: {
          ticket: 'LV-story',
          method: 'SMS',
          target: '917****001',
          checking: false,
          error: null,
          codeSending: false,
          countdown: 0,
          ...view,
        },
      },
    },
  );

const Popup = () => (
  <LoginPopupModal props={{ mode: 'login', variant: 'default' }} onClose={action('onClose')} />
);

export const VerifySms: Story = () => <Popup />;
VerifySms.storyName = 'New location: SMS code';
VerifySms.decorators = [verifying({})];

export const VerifySmsCounting: Story = () => <Popup />;
VerifySmsCounting.storyName = 'New location: SMS code sent, counting down';
VerifySmsCounting.decorators = [verifying({ countdown: 42 })];

export const VerifyEmailWrong: Story = () => <Popup />;
VerifyEmailWrong.storyName = 'New location: email code refused';
VerifyEmailWrong.decorators = [
  verifying({
    method: 'EMAIL',
    target: 'p***@example.com',
    error: { key: 'auth.verify.wrongCode' },
  }),
];

export const VerifyBankName: Story = () => <Popup />;
VerifyBankName.storyName = 'New location: bank account name, not matching';
VerifyBankName.decorators = [
  verifying({ method: 'BANK_NAME', target: null, error: { key: 'auth.verify.wrongName' } }),
];

export const VerifyAuthenticator: Story = () => <Popup />;
VerifyAuthenticator.storyName = 'New location: authenticator code, checking';
VerifyAuthenticator.decorators = [
  verifying({ method: 'AUTHENTICATOR', target: null, checking: true }),
];

export const VerifyExpired: Story = () => <Popup />;
VerifyExpired.storyName = 'Verification expired: back to the form';
VerifyExpired.decorators = [
  withSite({}, { auth: { ...initialAuthState, error: { key: 'auth.verify.expired' } } }),
];
