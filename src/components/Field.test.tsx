import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'react-final-form';
import { describe, expect, it } from 'vitest';
import { Field, type FieldProps } from './Field';

const required = (v: unknown) => (v ? undefined : 'Input cannot be empty');

function renderField(props: Partial<FieldProps> = {}) {
  render(
    <Form onSubmit={() => undefined}>
      {({ handleSubmit }) => (
        <form onSubmit={handleSubmit} noValidate>
          <Field name="username" label="Username" {...props} />
          <button type="submit">Go</button>
        </form>
      )}
    </Form>,
  );
  return screen.getByLabelText('Username');
}

describe('Field', () => {
  it('labels the input and passes autocomplete and other attributes through', () => {
    const input = renderField({ autoComplete: 'username', inputMode: 'text', maxLength: 13 });
    expect(input).toHaveAttribute('autocomplete', 'username');
    expect(input).toHaveAttribute('maxlength', '13');
    expect(input).not.toHaveAttribute('aria-required');
    expect(input).not.toHaveAttribute('placeholder');
  });

  it("marks a required field with '＊' in its placeholder and aria-required", () => {
    const input = renderField({ required: true, placeholder: 'ignored' });
    expect(input).toHaveAttribute('placeholder', '＊Username');
    expect(input).toHaveAttribute('aria-required', 'true');
  });

  it('shows no error before a visit, then announces it and ties it to the input', async () => {
    const input = renderField({ validate: required, hint: 'Letters and digits' });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(input).toHaveAccessibleDescription('Letters and digits');
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Input cannot be empty');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Letters and digits Input cannot be empty');
    await userEvent.type(input, 'abc');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('shows an error from the server until the field changes', async () => {
    const input = renderField({ externalError: 'Username already exists' });
    expect(screen.getByRole('alert')).toHaveTextContent('Username already exists');
    expect(input).toHaveAccessibleDescription('Username already exists');
  });
});
