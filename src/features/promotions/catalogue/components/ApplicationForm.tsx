import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ACTIVITY_APPLICATION } from '@/api/contract/constants';
import { ImagePicker, readAsDataUrl } from '@/components/ImagePicker';
import { applicationProblems, type ApplicationProblem } from '../promotion-rules';
import type { PromotionApplication } from '../slice';

export interface ApplicationFormProps {
  /** The age to confirm (the promotion's, else 18). */
  minimumAge: number;
  /** An application is on its way (the button waits; what was typed stays). */
  sending: boolean;
  onSubmit: (application: PromotionApplication) => void;
}

const MB = 1024 * 1024;
const { commentMax, imagesMax, imageMaxBytes } = ACTIVITY_APPLICATION;

/**
 * The activity application (spec 2 §5): a comment of at most 140 characters with a live count,
 * up to 3 png or jpg images of at most 5 MB each (previewed, removable) and the age confirmation.
 * A problem is said at its field and nothing is sent; what was typed and chosen stays, also after
 * the server refuses (the form lives as long as the page).
 */
export function ApplicationForm({ minimumAge, sending, onSubmit }: ApplicationFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const [comment, setComment] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [ageConfirmed, setAgeConfirmed] = useState(false);
  const [problems, setProblems] = useState<ApplicationProblem[]>([]);
  const [unreadable, setUnreadable] = useState(false);
  const over = comment.length > commentMax;
  const commentProblem = problems.find((p) => p !== 'ageRequired');
  const ageProblem = problems.includes('ageRequired');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const found = applicationProblems({ comment, ageConfirmed }, commentMax);
    setProblems(found);
    setUnreadable(false);
    if (found.length) {
      document.getElementById(found[0] === 'ageRequired' ? `${id}-age` : `${id}-comment`)?.focus();
      return;
    }
    let images: string[];
    try {
      images = await Promise.all(files.map((file) => readAsDataUrl(file)));
    } catch {
      setUnreadable(true);
      return;
    }
    onSubmit({ comment: comment.trim(), images });
  };

  const describedBy = [`${id}-count`, commentProblem ? `${id}-comment-error` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <form
      className="promotion-application"
      aria-labelledby={`${id}-heading`}
      noValidate
      onSubmit={(e) => void submit(e)}
    >
      <h2 id={`${id}-heading`}>{t('promotions.apply.heading')}</h2>
      <div>
        <label htmlFor={`${id}-comment`}>{t('promotions.apply.comment')}</label>
        <textarea
          id={`${id}-comment`}
          value={comment}
          aria-invalid={commentProblem || over ? true : undefined}
          aria-describedby={describedBy}
          onChange={(e) => setComment(e.target.value)}
        />
        <p
          id={`${id}-count`}
          className={over ? 'field-error' : 'promotions-note'}
          aria-live="polite"
        >
          {t('promotions.apply.count', { count: comment.length, max: commentMax })}
        </p>
        {commentProblem ? (
          <p id={`${id}-comment-error`} className="field-error" role="alert">
            {t(`promotions.apply.problem.${commentProblem}`, { max: commentMax })}
          </p>
        ) : null}
      </div>
      <ImagePicker
        label={t('promotions.apply.images')}
        hint={t('promotions.apply.imagesHint', { size: imageMaxBytes / MB, max: imagesMax })}
        files={files}
        onChange={(next) => {
          setUnreadable(false);
          setFiles(next);
        }}
        maxCount={imagesMax}
        maxBytes={imageMaxBytes}
        error={unreadable ? t('promotions.apply.unreadable') : undefined}
        disabled={sending}
        texts={{
          choose: t('promotions.apply.choose'),
          wrongType: t('promotions.apply.wrongType'),
          tooLarge: t('promotions.apply.tooLarge', { size: imageMaxBytes / MB }),
          tooMany: t('promotions.apply.tooMany', { max: imagesMax }),
          remove: (name) => t('promotions.apply.remove', { name }),
        }}
      />
      <div>
        <div className="promotion-application__age">
          <input
            id={`${id}-age`}
            type="checkbox"
            checked={ageConfirmed}
            aria-invalid={ageProblem || undefined}
            aria-describedby={ageProblem ? `${id}-age-error` : undefined}
            onChange={(e) => setAgeConfirmed(e.target.checked)}
          />
          <label htmlFor={`${id}-age`}>{t('promotions.apply.age', { age: minimumAge })}</label>
        </div>
        {ageProblem ? (
          <p id={`${id}-age-error`} className="field-error" role="alert">
            {t('promotions.apply.problem.ageRequired')}
          </p>
        ) : null}
      </div>
      <button type="submit" className="promotions-primary" aria-disabled={sending}>
        {sending ? t('promotions.sending') : t('promotions.apply.submit')}
      </button>
    </form>
  );
}
