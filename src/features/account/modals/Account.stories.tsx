import { action, type Story, type StoryDefault } from '@ladle/react';
import ChangePassModal from './ChangePassModal';
import ForgetPassModal from './ForgetPassModal';
import { initialAccountState } from '../slice';
import { withSite } from '@/testing/story-site';

export default { title: 'Account / Passwords' } satisfies StoryDefault;

/** After a login with the default password 123456: old password asked (none is known). */
export const ChangeDefaultPassword: Story = () => (
  <ChangePassModal props={{ account: 'newbie1', reason: 'default' }} onClose={action('onClose')} />
);
ChangeDefaultPassword.storyName = 'Change password: default password';
ChangeDefaultPassword.decorators = [withSite()];

/** The login flow handed over the password it just used: no old-password field. */
export const ChangeExpiredKnown: Story = () => (
  <ChangePassModal
    props={{ account: 'expired1', reason: 'expired', oldPasswordKnown: true }}
    onClose={action('onClose')}
  />
);
ChangeExpiredKnown.storyName = 'Change password: expired, old password known';
ChangeExpiredKnown.decorators = [withSite()];

/** Email and mobile tabs (CHNGPASSVERIF3 on). Try player1 / player1@example.com, or 9170000001 and code 123456. */
export const ForgotWithTabs: Story = () => (
  <ForgetPassModal props={{}} onClose={action('onClose')} />
);
ForgotWithTabs.storyName = 'Forgot password: email and mobile tabs';
ForgotWithTabs.decorators = [withSite()];

export const ForgotEmailOnly: Story = () => (
  <ForgetPassModal props={{}} onClose={action('onClose')} />
);
ForgotEmailOnly.storyName = 'Forgot password: email only (CHNGPASSVERIF3 off)';
ForgotEmailOnly.decorators = [withSite({ CHNGPASSVERIF3: false })];

/** The get-code button while its countdown runs (open the mobile tab). */
export const ForgotCounting: Story = () => (
  <ForgetPassModal props={{}} onClose={action('onClose')} />
);
ForgotCounting.storyName = 'Forgot password: code countdown';
ForgotCounting.decorators = [
  withSite({}, { account: { ...initialAccountState, forgotCountdown: 42 } }),
];
