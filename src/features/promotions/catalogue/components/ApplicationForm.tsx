import { useId } from 'react';
import { Form, useField } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { ACTIVITY_APPLICATION } from '@/api/contract/constants';
import { FieldError } from '@/components/Field';
import { submitFocusingError } from '@/components/focus-first-error';
import { readAsDataUrl } from '@/components/ImagePicker';
import { ImagePickerField } from '@/components/ImagePickerField';
import { applicationProblems } from '../promotion-rules';
import type { PromotionApplication } from '../slice';

export interface ApplicationFormProps {
  /** The age to confirm (the promotion's, else 18). */
  minimumAge: number;
  /** An application is on its way (the button waits; what was typed stays). */
  sending: boolean;
  onSubmit: (application: PromotionApplication) => void;
}

interface ApplicationValues {
  comment?: string;
  images?: File[];
  ageConfirmed?: boolean;
}

const MB = 1024 * 1024;
const { commentMax, imagesMax, imageMaxBytes } = ACTIVITY_APPLICATION;

/**
 * A field's error once a submit was tried (not on leaving the comment: the count already says it
 * is too long, and an error appearing there would move the picker's button under the pointer).
 */
const shownError = (meta: { submitFailed?: boolean; error?: unknown }) =>
  meta.submitFailed && typeof meta.error === 'string' ? meta.error : undefined;

/** The comment with its live count (red above the limit) and its error. */
function CommentField() {
  const { t } = useTranslation();
  const id = useId();
  const { input, meta } = useField<string>('comment');
  const comment = input.value ?? '';
  const over = comment.length > commentMax;
  const error = shownError(meta);
  return (
    <div>
      <label htmlFor={`${id}-comment`}>{t('promotions.apply.comment')}</label>
      <textarea
        {...input}
        id={`${id}-comment`}
        value={comment}
        aria-invalid={error || over ? true : undefined}
        aria-describedby={[`${id}-count`, error ? `${id}-error` : null].filter(Boolean).join(' ')}
      />
      <p id={`${id}-count`} className={over ? 'field-error' : 'promotions-note'} aria-live="polite">
        {t('promotions.apply.count', { count: comment.length, max: commentMax })}
      </p>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

/** The age confirmation (a checkbox) and its error. */
function AgeField({ minimumAge }: { minimumAge: number }) {
  const { t } = useTranslation();
  const id = useId();
  const {
    input: { value: _value, ...checkbox },
    meta,
  } = useField<boolean>('ageConfirmed', { type: 'checkbox' });
  const error = shownError(meta);
  return (
    <div>
      <div className="promotion-application__age">
        <input
          {...checkbox}
          type="checkbox"
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <label htmlFor={id}>{t('promotions.apply.age', { age: minimumAge })}</label>
      </div>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

/**
 * The activity application (spec 2 §5): a comment of at most 140 characters with a live count,
 * up to 3 png or jpg images of at most 5 MB each (previewed, removable) and the age confirmation.
 * A problem is said at its field, the focus goes to the first, and nothing is sent; what was typed
 * and chosen stays, also after the server refuses (the form lives as long as the page).
 */
export function ApplicationForm({ minimumAge, sending, onSubmit }: ApplicationFormProps) {
  const { t } = useTranslation();
  const id = useId();

  const validate = ({ comment = '', ageConfirmed = false }: ApplicationValues) => {
    const found = applicationProblems({ comment, ageConfirmed }, commentMax);
    const commentProblem = found.find((p) => p !== 'ageRequired');
    return {
      comment: commentProblem
        ? t(`promotions.apply.problem.${commentProblem}`, { max: commentMax })
        : undefined,
      ageConfirmed: found.includes('ageRequired')
        ? t('promotions.apply.problem.ageRequired')
        : undefined,
    };
  };
  const send = async ({ comment = '', images = [] }: ApplicationValues) => {
    if (sending) return undefined;
    try {
      const read = await Promise.all(images.map((file) => readAsDataUrl(file)));
      onSubmit({ comment: comment.trim(), images: read });
      return undefined;
    } catch {
      return { images: t('promotions.apply.unreadable') };
    }
  };

  return (
    <Form<ApplicationValues> onSubmit={send} validate={validate}>
      {({ handleSubmit, form }) => (
        <form
          className="promotion-application"
          aria-labelledby={`${id}-heading`}
          noValidate
          onSubmit={submitFocusingError(handleSubmit, form)}
        >
          <h2 id={`${id}-heading`}>{t('promotions.apply.heading')}</h2>
          <CommentField />
          <ImagePickerField
            name="images"
            label={t('promotions.apply.images')}
            hint={t('promotions.apply.imagesHint', { size: imageMaxBytes / MB, max: imagesMax })}
            maxCount={imagesMax}
            maxBytes={imageMaxBytes}
            disabled={sending}
            texts={{
              choose: t('promotions.apply.choose'),
              wrongType: t('promotions.apply.wrongType'),
              tooLarge: t('promotions.apply.tooLarge', { size: imageMaxBytes / MB }),
              tooMany: t('promotions.apply.tooMany', { max: imagesMax }),
              remove: (name) => t('promotions.apply.remove', { name }),
            }}
          />
          <AgeField minimumAge={minimumAge} />
          <button type="submit" className="promotions-primary" aria-disabled={sending}>
            {sending ? t('promotions.sending') : t('promotions.apply.submit')}
          </button>
        </form>
      )}
    </Form>
  );
}
