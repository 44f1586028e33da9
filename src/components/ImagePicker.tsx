import { useEffect, useId, useState } from 'react';
import { useDropzone, type FileRejection } from 'react-dropzone';
import './image-picker.css';

/** png and jpg, the images the platform takes (spec 2 §5: activity images, withdrawal proof). */
export const PNG_OR_JPG = { 'image/png': ['.png'], 'image/jpeg': ['.jpg', '.jpeg'] } as const;

/** The texts the picker shows, in the caller's language. */
export interface ImagePickerTexts {
  /** The button that opens the file dialog. */
  choose: string;
  /** A file of another type was chosen. */
  wrongType: string;
  /** A file above the size limit was chosen. */
  tooLarge: string;
  /** More files than allowed were chosen. */
  tooMany: string;
  /** The remove button of one image (its accessible name names the file). */
  remove: (fileName: string) => string;
}

export interface ImagePickerProps {
  /** The visible label of the picker (names its group). */
  label: string;
  /** A line under the label: the accepted types and the limits. */
  hint?: string;
  /** The chosen images (the caller keeps them). */
  files: readonly File[];
  onChange: (files: File[]) => void;
  /** How many images at most (1: a new choice replaces the image). */
  maxCount?: number;
  /** Accepted MIME types and their extensions (default png and jpg). */
  accept?: Readonly<Record<string, readonly string[]>>;
  /** Size limit of one image in bytes. */
  maxBytes: number;
  texts: ImagePickerTexts;
  /** An error from outside (an image is required...), shown like a rejection. */
  error?: string;
  disabled?: boolean;
}

/** Object URLs of the files, made while they are shown and revoked when they go. */
function usePreviews(files: readonly File[]) {
  const [urls, setUrls] = useState<string[]>([]);
  useEffect(() => {
    const canPreview = typeof URL.createObjectURL === 'function';
    const made = canPreview ? files.map((f) => URL.createObjectURL(f)) : [];
    setUrls(made);
    return () => made.forEach((url) => URL.revokeObjectURL(url));
  }, [files]);
  return urls;
}

/** The first reason of the rejections, as the caller's text. */
function rejectionText(rejections: readonly FileRejection[], texts: ImagePickerTexts) {
  const codes = rejections.flatMap((r) => r.errors.map((e) => e.code));
  if (codes.includes('too-many-files')) return texts.tooMany;
  if (codes.includes('file-invalid-type')) return texts.wrongType;
  if (codes.includes('file-too-large')) return texts.tooLarge;
  return codes.length ? texts.wrongType : undefined;
}

/**
 * Images to send with a form (withdrawal proof, feedback, activity applications): a button (and a
 * drop zone) that opens the file dialog, the accepted types and size checked on choice (a clear
 * message otherwise), a preview of each chosen image with its remove button. Keyboard: the choose
 * and remove buttons are ordinary buttons; the focus goes back to the choose button on remove.
 */
export function ImagePicker({
  label,
  hint,
  files,
  onChange,
  maxCount = 1,
  accept = PNG_OR_JPG,
  maxBytes,
  texts,
  error,
  disabled = false,
}: ImagePickerProps) {
  const id = useId();
  const [rejected, setRejected] = useState<string | undefined>();
  const previews = usePreviews(files);
  const full = maxCount > 1 && files.length >= maxCount;

  const { getRootProps, getInputProps, open, isDragActive } = useDropzone({
    accept: accept as Record<string, string[]>,
    maxSize: maxBytes,
    multiple: maxCount > 1,
    noClick: true,
    noKeyboard: true,
    disabled,
    onDrop: (accepted, rejections) => {
      if (maxCount > 1 && files.length + accepted.length > maxCount) {
        setRejected(texts.tooMany);
        return;
      }
      setRejected(rejectionText(rejections, texts));
      if (accepted.length) onChange(maxCount > 1 ? [...files, ...accepted] : accepted.slice(0, 1));
    },
  });

  const remove = (index: number) => {
    setRejected(undefined);
    onChange(files.filter((_, i) => i !== index));
    document.getElementById(`${id}-choose`)?.focus();
  };

  const message = rejected ?? error;
  const describedBy = [hint ? `${id}-hint` : null, message ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');

  return (
    <div
      role="group"
      aria-labelledby={`${id}-label`}
      aria-describedby={describedBy || undefined}
      className={isDragActive ? 'image-picker is-dragging' : 'image-picker'}
    >
      <span id={`${id}-label`} className="image-picker-label">
        {label}
      </span>
      {hint ? (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
      <div {...getRootProps({ className: 'image-picker-drop' })}>
        <input {...getInputProps({ 'aria-labelledby': `${id}-label` })} />
        <button type="button" id={`${id}-choose`} onClick={open} disabled={disabled || full}>
          {texts.choose}
        </button>
      </div>
      {message ? (
        <p id={`${id}-error`} className="field-error" role="alert">
          {message}
        </p>
      ) : null}
      {files.length ? (
        <ul className="image-picker-previews">
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`}>
              {previews[index] ? <img src={previews[index]} alt={file.name} /> : null}
              <span className="image-picker-name">{file.name}</span>
              <button type="button" onClick={() => remove(index)} disabled={disabled}>
                {texts.remove(file.name)}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** The file's content as a data URL (`data:image/png;base64,...`), for a JSON request. */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}
