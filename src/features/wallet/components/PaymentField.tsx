import { Field, type FieldProps } from '@/components/Field';

/**
 * A field of the money forms (amounts, the payment password): the shared react-final-form Field
 * with the money forms' look and no autofill. An amount is text, so what was typed stays as typed.
 */
export function PaymentField(props: FieldProps) {
  return <Field className="payment-field" autoComplete="off" {...props} />;
}
