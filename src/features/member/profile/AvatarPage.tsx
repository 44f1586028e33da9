import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import { withMemberCentrePage } from '@/core/member-centre';
import { PartView } from '@/core/components/PartView';
import { AvatarChoices } from './components/AvatarChoices';
import { profileFeature } from './feature';
import { selectProfile } from './selectors';
import { profileActions } from './slice';
import './profile.css';

/** The page as the store has it: loading, failed with a retry, or the current avatar and choices. */
export function AvatarView() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { search } = useLocation();
  const { avatar } = useAppSelector(selectProfile);
  return (
    <div className="profile-page avatar-page">
      <PartView
        part={avatar}
        lead={t('profile.avatar.loadFailed')}
        busy={t('profile.busy')}
        onRetry={() => dispatch(profileActions.avatarOpened())}
      >
        {({ current, choices }) => (
          <>
            <div className="profile-avatar">
              {current ? (
                <img src={current} alt={t('profile.avatar.current')} width="64" height="64" />
              ) : (
                <p>{t('profile.avatar.none')}</p>
              )}
            </div>
            {choices.length > 0 ? (
              <AvatarChoices current={current} choices={choices} />
            ) : (
              <p>{t('profile.avatar.empty')}</p>
            )}
          </>
        )}
      </PartView>
      <Link to={{ search: withMemberCentrePage(search, 'profile') }}>
        {t('profile.avatar.backToProfile')}
      </Link>
    </div>
  );
}

/** The member centre's avatar page (the header's avatar edit, spec 1 §2.1, spec 2 §2). */
export default function AvatarPage() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(profileActions.avatarOpened());
  }, [dispatch]);
  return <AvatarView />;
}

/** lazyComponent injects the feature (state, saga, texts) before the page renders. */
export const feature = profileFeature;
