import { useField } from 'react-final-form';
import { ImagePicker, type ImagePickerProps } from './ImagePicker';

const NONE: File[] = [];

export interface ImagePickerFieldProps extends Omit<
  ImagePickerProps,
  'files' | 'onChange' | 'error'
> {
  /** The form's field holding the chosen files. */
  name: string;
  /** final-form validator of the chosen files (an image is required...). */
  validate?: (files: File[] | undefined) => string | undefined;
}

/**
 * The ImagePicker as a field of a react-final-form form: the chosen images are the field's value
 * (kept when the send fails); its check's error shows after a submit, and an error the submit
 * returns for it (an image that could not be read) until the images change.
 */
export function ImagePickerField({ name, validate, ...picker }: ImagePickerFieldProps) {
  const { input, meta } = useField<File[]>(name, {
    validate,
    subscription: {
      value: true,
      error: true,
      submitError: true,
      submitFailed: true,
      dirtySinceLastSubmit: true,
    },
  });
  const error =
    (meta.submitFailed && typeof meta.error === 'string' ? meta.error : undefined) ??
    (!meta.dirtySinceLastSubmit && typeof meta.submitError === 'string'
      ? meta.submitError
      : undefined);
  return (
    <ImagePicker {...picker} files={input.value || NONE} onChange={input.onChange} error={error} />
  );
}
