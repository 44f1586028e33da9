import { action, type Story, type StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { COUNTRIES, REGISTER_RULES } from '../../../../fixtures/system';
import { withState } from '../../../../.ladle/story-store';
import { CountryCodePicker } from './CountryCodePicker';
import RegistrationForm from './RegistrationForm';
import RegisterModal from '../modals/RegisterModal';
import RegisterSuccessModal from '../modals/RegisterSuccessModal';
import RegisterPage from '../pages/RegisterPage';
import { initialRegisterState } from '../slice';
import { withSite } from '@/testing/story-site';

export default { title: 'Register' } satisfies StoryDefault;

const allRules = Object.fromEntries(
  Object.entries(REGISTER_RULES).map(([name, rule]) => [name, { ...rule, enabled: true }]),
);

/**
 * The /register page: try newuser1 / abc12345, mobile 9171234567 with 'Get code' (answer the
 * security check), code 123456, captcha 1234.
 */
export const Page: Story = () => <RegisterPage />;
Page.storyName = 'Register page';
Page.decorators = [withSite()];

export const MobileOnly: Story = () => <RegistrationForm />;
MobileOnly.storyName = 'Form: mobile registration only, no password (MOBILENUMPASSREG3 off)';
MobileOnly.decorators = [
  withSite(
    { USERNAMEREG3: false, MOBILENUMPASSREG3: false },
    {
      register: {
        ...initialRegisterState,
        rules: REGISTER_RULES,
        rulesStatus: 'loaded',
        type: 'mobile',
      },
    },
  ),
];

export const EveryField: Story = () => <RegistrationForm />;
EveryField.storyName = 'Form: all 18 fields enabled by the rules';
EveryField.decorators = [
  withSite(
    {},
    { register: { ...initialRegisterState, rules: allRules, rulesStatus: 'loaded' } },
    { registerRules: allRules },
  ),
];

export const Unavailable: Story = () => <RegistrationForm />;
Unavailable.storyName = 'Form: registration switched off';
Unavailable.decorators = [withSite({ USERNAMEREG3: false, MOBILENUMREG3: false })];

export const Modal: Story = () => <RegisterModal props={{}} onClose={action('onClose')} />;
Modal.storyName = 'registerModal';
Modal.decorators = [withSite()];

export const Success: Story = () => (
  <RegisterSuccessModal props={{ account: 'newuser1' }} onClose={action('onClose')} />
);
Success.storyName = 'registerSuccessModal';
Success.decorators = [withState({})];

export const Picker: Story = () => {
  const [code, setCode] = useState('63');
  return (
    <CountryCodePicker label="Country code" value={code} options={COUNTRIES} onChange={setCode} />
  );
};
Picker.storyName = 'Country dialing-code picker';
