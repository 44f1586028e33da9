import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FEEDBACK_CONTENT_MAX,
  FEEDBACK_CONTENT_MIN,
  FEEDBACK_MAX_IMAGES,
  FEEDBACK_TYPES,
} from '@/api/contract/constants';
import { describedByOf, FieldFrame } from '@/components/Field';
import { ImagePicker, readAsDataUrl } from '@/components/ImagePicker';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import { fillPlaceholders } from '@/lib/format';
import { FEEDBACK_IMAGE_MAX_BYTES } from '../constants';
import { contentProblem } from '../rules';
import { selectFeedbackSubmit } from '../selectors';
import { feedbackActions, type FeedbackType } from '../slice';

/**
 * The feedback form (spec 2 §2, §5, §9): the category, the content (its length checked with the
 * spec's messages, the count shown as it is typed) and up to 3 png or jpg images of at most 5 MB
 * (previewed, removable). What was typed and chosen stays when the send fails; the page mounts a
 * new form after a send that succeeded.
 */
export function FeedbackForm() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const submit = useAppSelector(selectFeedbackSubmit);
  const typeId = useId();
  const contentId = useId();
  const contentRef = useRef<HTMLTextAreaElement>(null);
  const [type, setType] = useState<FeedbackType>(FEEDBACK_TYPES[0]);
  const [content, setContent] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<{ content?: string; images?: string }>({});
  const sending = submit.status === 'sending';

  const edited = () => {
    setError({});
    if (submit.status === 'failed') dispatch(feedbackActions.submitCleared());
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const problem = contentProblem(content);
    if (problem) {
      setError({
        content:
          problem === 'empty'
            ? t('feedback.content.empty')
            : fillPlaceholders(
                t('feedback.content.length'),
                FEEDBACK_CONTENT_MIN,
                FEEDBACK_CONTENT_MAX,
              ),
      });
      contentRef.current?.focus();
      return;
    }
    let images: string[];
    try {
      images = await Promise.all(files.map((f) => readAsDataUrl(f)));
    } catch {
      setError({ images: t('feedback.images.unreadable') });
      return;
    }
    dispatch(feedbackActions.submitted({ type, content, images }));
  };

  return (
    <form className="feedback-form" onSubmit={(e) => void send(e)} noValidate>
      <FieldFrame id={typeId} label={t('feedback.type.label')}>
        <select
          id={typeId}
          value={type}
          onChange={(e) => {
            setType(e.target.value as FeedbackType);
            edited();
          }}
        >
          {FEEDBACK_TYPES.map((value) => (
            <option key={value} value={value}>
              {t(`feedback.types.${value}`)}
            </option>
          ))}
        </select>
      </FieldFrame>
      <FieldFrame
        id={contentId}
        label={t('feedback.content.label')}
        hint={t('feedback.content.count', {
          length: content.trim().length,
          max: FEEDBACK_CONTENT_MAX,
        })}
        error={error.content}
      >
        <textarea
          ref={contentRef}
          id={contentId}
          value={content}
          rows={5}
          maxLength={FEEDBACK_CONTENT_MAX + 100}
          aria-required
          aria-invalid={error.content ? true : undefined}
          aria-describedby={describedByOf(contentId, 'count', error.content)}
          onChange={(e) => {
            setContent(e.target.value);
            edited();
          }}
        />
      </FieldFrame>
      <ImagePicker
        label={t('feedback.images.label')}
        hint={t('feedback.images.hint', { max: FEEDBACK_MAX_IMAGES })}
        files={files}
        onChange={(chosen) => {
          setFiles(chosen);
          edited();
        }}
        maxCount={FEEDBACK_MAX_IMAGES}
        maxBytes={FEEDBACK_IMAGE_MAX_BYTES}
        error={error.images}
        texts={{
          choose: t('feedback.images.choose'),
          wrongType: t('feedback.images.wrongType'),
          tooLarge: t('feedback.images.tooLarge'),
          tooMany: t('feedback.images.tooMany', { max: FEEDBACK_MAX_IMAGES }),
          remove: (name) => t('feedback.images.remove', { name }),
        }}
        disabled={sending}
      />
      <div className="feedback-send">
        <button type="submit" className="primary" disabled={sending} aria-busy={sending}>
          {sending ? t('feedback.sending') : t('feedback.send')}
        </button>
      </div>
    </form>
  );
}
