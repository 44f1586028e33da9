import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import {
  FEEDBACK_CONTENT_MAX,
  FEEDBACK_CONTENT_MIN,
  FEEDBACK_MAX_IMAGES,
  FEEDBACK_TYPES,
} from '@/api/contract/constants';
import { SelectField, TextAreaField } from '@/components/Field';
import { ClearOnEdit } from '@/components/FormParts';
import { submitFocusingError } from '@/components/focus-first-error';
import { readAsDataUrl } from '@/components/ImagePicker';
import { ImagePickerField } from '@/components/ImagePickerField';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import { fillPlaceholders } from '@/lib/format';
import { FEEDBACK_IMAGE_MAX_BYTES } from '../constants';
import { contentProblem } from '../rules';
import { selectFeedbackSubmit } from '../selectors';
import { feedbackActions, type FeedbackType } from '../slice';

interface FeedbackValues {
  type: FeedbackType;
  content?: string;
  images?: File[];
}

/** The images of a feedback: up to 3 png or jpg of at most 5 MB, previewed, removable. */
function FeedbackImages({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  return (
    <ImagePickerField
      name="images"
      label={t('feedback.images.label')}
      hint={t('feedback.images.hint', { max: FEEDBACK_MAX_IMAGES })}
      maxCount={FEEDBACK_MAX_IMAGES}
      maxBytes={FEEDBACK_IMAGE_MAX_BYTES}
      texts={{
        choose: t('feedback.images.choose'),
        wrongType: t('feedback.images.wrongType'),
        tooLarge: t('feedback.images.tooLarge'),
        tooMany: t('feedback.images.tooMany', { max: FEEDBACK_MAX_IMAGES }),
        remove: (name) => t('feedback.images.remove', { name }),
      }}
      disabled={disabled}
    />
  );
}

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
  const sending = submit.status === 'sending';

  const contentError = (value: unknown) => {
    const problem = contentProblem(typeof value === 'string' ? value : '');
    if (!problem) return undefined;
    return problem === 'empty'
      ? t('feedback.content.empty')
      : fillPlaceholders(t('feedback.content.length'), FEEDBACK_CONTENT_MIN, FEEDBACK_CONTENT_MAX);
  };
  const send = async ({ type, content = '', images = [] }: FeedbackValues) => {
    if (sending) return undefined;
    try {
      const read = await Promise.all(images.map((f) => readAsDataUrl(f)));
      dispatch(feedbackActions.submitted({ type, content, images: read }));
      return undefined;
    } catch {
      return { images: t('feedback.images.unreadable') };
    }
  };

  return (
    <Form<FeedbackValues> onSubmit={send} initialValues={{ type: FEEDBACK_TYPES[0] }}>
      {({ handleSubmit, form }) => (
        <form
          className="feedback-form"
          onSubmit={submitFocusingError(handleSubmit, form)}
          noValidate
        >
          <ClearOnEdit
            onEdit={() => submit.status === 'failed' && dispatch(feedbackActions.submitCleared())}
          />
          <SelectField
            name="type"
            label={t('feedback.type.label')}
            options={FEEDBACK_TYPES.map((value) => ({
              value,
              label: t(`feedback.types.${value}`),
            }))}
          />
          <TextAreaField
            name="content"
            label={t('feedback.content.label')}
            hint={(content) =>
              t('feedback.content.count', {
                length: content.trim().length,
                max: FEEDBACK_CONTENT_MAX,
              })
            }
            validate={contentError}
            errorsAfterSubmit
            rows={5}
            maxLength={FEEDBACK_CONTENT_MAX + 100}
            aria-required
          />
          <FeedbackImages disabled={sending} />
          <div className="feedback-send">
            <button type="submit" className="primary" disabled={sending} aria-busy={sending}>
              {sending ? t('feedback.sending') : t('feedback.send')}
            </button>
          </div>
        </form>
      )}
    </Form>
  );
}
