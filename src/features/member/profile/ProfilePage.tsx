import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import { withMemberCentrePage } from '@/core/member-centre';
import { selectAvatarUrl } from '@/features/wallet/selectors';
import { PartView } from '@/core/components/PartView';
import { ProfileForm } from './components/ProfileForm';
import { profileFeature } from './feature';
import { selectProfile } from './selectors';
import { profileActions } from './slice';
import './profile.css';

/** The avatar as the header shows it, and the way to change it. */
function AvatarLink() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const avatarUrl = useAppSelector(selectAvatarUrl);
  return (
    <div className="profile-avatar">
      {avatarUrl ? <img src={avatarUrl} alt="" width="48" height="48" /> : null}
      <Link to={{ search: withMemberCentrePage(search, 'avatar') }}>
        {t('profile.changeAvatar')}
      </Link>
    </div>
  );
}

/** The page as the store has it: loading, failed with a retry, or the account and the fields. */
export function ProfileView() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { profile } = useAppSelector(selectProfile);
  return (
    <div className="profile-page">
      <PartView
        part={profile}
        lead={t('profile.loadFailed')}
        busy={t('profile.busy')}
        onRetry={() => dispatch(profileActions.opened())}
      >
        {(value) => (
          <>
            <AvatarLink />
            <p className="profile-intro">{t('profile.intro')}</p>
            <p className="profile-account">
              {t('profile.account')}: <strong>{value.account}</strong>
            </p>
            <ProfileForm value={value} />
          </>
        )}
      </PartView>
    </div>
  );
}

/** The member centre's profile page (spec 2 §2 "other member pages named", §3 profile fields). */
export default function ProfilePage() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(profileActions.opened());
  }, [dispatch]);
  return <ProfileView />;
}

/** lazyComponent injects the feature (state, saga, texts) before the page renders. */
export const feature = profileFeature;
