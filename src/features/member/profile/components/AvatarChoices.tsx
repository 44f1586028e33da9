import { useState } from 'react';
import { Field as FinalField, Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { ClearOnEdit } from '@/components/FormParts';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import { PageFailureNotice } from '@/core/components/PageFailureNotice';
import { selectProfile } from '../selectors';
import { profileActions, type AvatarValue } from '../slice';
import { SaveButton } from './SaveButton';

/**
 * The avatars to choose from as one radio group (arrow keys move the choice, as native radios do),
 * the current one chosen first; the save changes it and the header's avatar follows at once. The
 * choice is the form's one field; "already your avatar" is what the last save found.
 */
export function AvatarChoices({ current, choices }: AvatarValue) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { avatarSave } = useAppSelector(selectProfile);
  const [unchanged, setUnchanged] = useState(false);

  const send = ({ avatar }: { avatar?: string }) => {
    if (!avatar) return;
    const same = avatar === current;
    setUnchanged(same);
    if (!same) dispatch(profileActions.avatarSaveRequested(avatar));
  };

  return (
    <Form<{ avatar?: string }>
      onSubmit={send}
      initialValues={{ avatar: current ?? choices[0] ?? undefined }}
    >
      {({ handleSubmit }) => (
        <form className="profile-form" onSubmit={handleSubmit}>
          <ClearOnEdit
            onEdit={() => {
              setUnchanged(false);
              dispatch(profileActions.avatarSaveCleared());
            }}
          />
          <fieldset className="avatar-choices">
            <legend>{t('profile.avatar.choose')}</legend>
            {choices.map((url, i) => (
              <label key={url} className="avatar-choice">
                <img src={url} alt="" width="56" height="56" />
                <span>
                  <FinalField name="avatar" component="input" type="radio" value={url} />{' '}
                  {t('profile.avatar.choice', { n: i + 1 })}
                </span>
              </label>
            ))}
          </fieldset>
          {avatarSave.status === 'failed' && avatarSave.failure ? (
            <PageFailureNotice
              failure={avatarSave.failure}
              lead={t('profile.avatar.saveFailed')}
              busy={t('profile.busy')}
            />
          ) : null}
          <p role="status" className="profile-outcome">
            {avatarSave.status === 'saved'
              ? t('profile.avatar.saved')
              : unchanged
                ? t('profile.avatar.unchanged')
                : ''}
          </p>
          <SaveButton
            saving={avatarSave.status === 'saving'}
            label={t('profile.avatar.save')}
            savingLabel={t('profile.avatar.saving')}
            className="avatar-submit"
          />
        </form>
      )}
    </Form>
  );
}
