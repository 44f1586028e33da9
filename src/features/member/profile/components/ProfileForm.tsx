import { useId, useMemo, useState } from 'react';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import type { MemberProfileValue, ProfileField } from '@/api/contract/member';
import { describedByOf, Field, FieldFrame } from '@/components/Field';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import type { Translate } from '@/lib/validation';
import { PageFailureNotice } from '@/core/components/PageFailureNotice';
import {
  changedFields,
  fieldRefusal,
  fieldValidator,
  initialValues,
  isEditable,
  lockReasonKey,
  shownFields,
  type ProfileValues,
} from '../rules';
import { selectProfile } from '../selectors';
import { profileActions } from '../slice';
import { SaveButton } from './SaveButton';

/** A locked field: its value read only (or 'Not set'), said to be locked and why. */
function LockedField({ field, value }: { field: ProfileField; value: MemberProfileValue }) {
  const { t } = useTranslation();
  const id = useId();
  const hint = `${t('profile.lockedLabel')}: ${t(lockReasonKey(value.rules[field]))}`;
  return (
    <FieldFrame
      id={id}
      label={t(`profile.fields.${field}`)}
      hint={hint}
      className="field profile-field profile-locked"
    >
      <input
        id={id}
        type="text"
        readOnly
        value={value.profile[field] ?? ''}
        placeholder={t('profile.notSet')}
        aria-describedby={describedByOf(id, hint)}
      />
    </FieldFrame>
  );
}

/**
 * The profile (spec 2 §3): every field the server shows, the editable ones in a form checked
 * against their rules (spec 2 §5 pattern messages with the length range), the locked ones read
 * only with why. The save sends the changed fields only; a refusal is told at the field it names;
 * what the member typed stays whatever the outcome.
 */
export function ProfileForm({ value }: { value: MemberProfileValue }) {
  const { t } = useTranslation();
  const tr = t as unknown as Translate;
  const dispatch = useAppDispatch();
  const { save } = useAppSelector(selectProfile);
  const [nothingChanged, setNothingChanged] = useState(false);
  const fields = shownFields(value);
  const initial = useMemo(() => initialValues(value), [value]);
  const refusal = save.status === 'failed' ? fieldRefusal(save.failure, value, tr) : null;

  const onSubmit = (values: ProfileValues) => {
    const changes = changedFields(initial, values);
    const none = Object.keys(changes).length === 0;
    setNothingChanged(none);
    // Nothing to send: the last outcome gives way to saying so.
    dispatch(none ? profileActions.saveCleared() : profileActions.saveRequested(changes));
  };

  return (
    <Form<ProfileValues> onSubmit={onSubmit} initialValues={initial}>
      {({ handleSubmit }) => (
        <form className="profile-form" noValidate onSubmit={handleSubmit}>
          <div className="profile-fields">
            {fields.map((field) =>
              isEditable(value, field) ? (
                <Field
                  key={field}
                  name={field}
                  label={t(`profile.fields.${field}`)}
                  required={Boolean(value.rules[field]?.required)}
                  validate={fieldValidator(value.rules[field], tr)}
                  hint={field === 'birthday' ? t('profile.birthdayHint') : undefined}
                  externalError={refusal?.field === field ? refusal.text : undefined}
                  autoComplete="off"
                  className="profile-field"
                />
              ) : (
                <LockedField key={field} field={field} value={value} />
              ),
            )}
          </div>
          {save.status === 'failed' && save.failure && !refusal ? (
            <PageFailureNotice
              failure={save.failure}
              lead={t('profile.saveFailed')}
              busy={t('profile.busy')}
            />
          ) : null}
          {refusal ? (
            <p role="alert" className="profile-outcome">
              {t('profile.saveFailed')}
            </p>
          ) : null}
          <p role="status" className="profile-outcome">
            {save.status === 'saved'
              ? t('profile.saved')
              : nothingChanged && save.status === 'idle'
                ? t('profile.nothingChanged')
                : ''}
          </p>
          <SaveButton
            saving={save.status === 'saving'}
            label={t('profile.save')}
            savingLabel={t('profile.saving')}
            className="profile-submit"
          />
        </form>
      )}
    </Form>
  );
}
