import type { Story, StoryDefault } from '@ladle/react';
import { Modal } from './Modal';

export default { title: 'Components / Modal' } satisfies StoryDefault;

function Form() {
  return (
    <form className="register-fields" onSubmit={(event) => event.preventDefault()}>
      <label>
        Username <input name="username" autoComplete="username" />
      </label>
      <label>
        Password <input name="password" type="password" autoComplete="current-password" />
      </label>
      <label>
        <input type="checkbox" name="remember" /> Remember me
      </label>
      <button type="submit" className="primary">
        Log in
      </button>
    </form>
  );
}

/** The shared modal on a desktop: a centred panel over the dimmed page. */
export const Desktop: Story = () => (
  <Modal title="Log in" onClose={() => undefined}>
    <Form />
  </Modal>
);

/** On a phone (390 px) the same modal is a full-screen sheet: 44 px close button and targets. */
export const PhoneSheet: Story = () => (
  <Modal title="Log in" onClose={() => undefined} closeButton="white">
    <Form />
  </Modal>
);
PhoneSheet.storyName = 'Phone: full-screen sheet';
PhoneSheet.meta = { width: 390 };
