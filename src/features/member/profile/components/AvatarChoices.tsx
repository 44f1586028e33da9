import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import { PageFailureNotice } from '@/core/components/PageFailureNotice';
import { selectProfile } from '../selectors';
import { profileActions, type AvatarValue } from '../slice';
import { SaveButton } from './SaveButton';

/**
 * The avatars to choose from as one radio group (arrow keys move the choice, as native radios do),
 * the current one chosen first; the save changes it and the header's avatar follows at once.
 */
export function AvatarChoices({ current, choices }: AvatarValue) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { avatarSave } = useAppSelector(selectProfile);
  const [chosen, setChosen] = useState<string | null>(null);
  const [unchanged, setUnchanged] = useState(false);
  const selected = chosen ?? current ?? choices[0] ?? null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!selected) return;
    const same = selected === current;
    setUnchanged(same);
    if (!same) dispatch(profileActions.avatarSaveRequested(selected));
  };

  return (
    <form className="profile-form" onSubmit={onSubmit}>
      <fieldset className="avatar-choices">
        <legend>{t('profile.avatar.choose')}</legend>
        {choices.map((url, i) => (
          <label key={url} className="avatar-choice">
            <img src={url} alt="" width="56" height="56" />
            <span>
              <input
                type="radio"
                name="avatar"
                value={url}
                checked={url === selected}
                onChange={() => {
                  setChosen(url);
                  setUnchanged(false);
                  dispatch(profileActions.avatarSaveCleared());
                }}
              />{' '}
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
  );
}
