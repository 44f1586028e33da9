import type { FormEvent } from 'react';
import type { FormApi } from 'final-form';

/**
 * A form's submit handler that, when the check stopped the submit, moves the focus to the first
 * control (in the page's order) whose field has an error, so the member lands where to fix it.
 */
export const submitFocusingError =
  <V>(handleSubmit: (event?: FormEvent) => unknown, form: FormApi<V>) =>
  (event: FormEvent<HTMLFormElement>) => {
    const element = event.currentTarget;
    void handleSubmit(event);
    const { errors, hasValidationErrors } = form.getState();
    if (!hasValidationErrors || !errors) return;
    const first = Array.from(element.elements).find(
      (control) => 'name' in control && typeof control.name === 'string' && errors[control.name],
    );
    (first as HTMLElement | undefined)?.focus();
  };
