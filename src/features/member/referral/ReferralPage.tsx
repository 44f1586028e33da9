import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReferralFriend } from '@/api/contract/member';
import { Pagination } from '@/components/Pagination';
import { QrCode } from '@/components/QrCode';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import { selectMoneySymbol } from '@/features/wallet/selectors';
import { formatDateTime, formatMoney } from '@/lib/format';
import { PartSection, PartView } from '@/core/components/PartView';
import '../page-table.css';
import { CopyField } from '@/components/CopyField';
import { useCopy } from '@/components/use-copy';
import { referralFeature } from './feature';
import { selectReferral } from './selectors';
import { referralActions, type ReferralInfo } from './slice';
import './referral.css';
import '@/components/results-table.css';

/** The link as the member shares it: absolute on this site when the server answers a path. */
export const absoluteLink = (url: string, origin: string) => new URL(url, origin).href;

/** The code and link with copy buttons, the link's QR code and the counts. */
function Invitation({ info }: { info: ReferralInfo }) {
  const { t } = useTranslation();
  const symbol = useAppSelector(selectMoneySymbol);
  const { outcome, copy } = useCopy();
  const link = absoluteLink(info.inviteUrl, window.location.origin);
  return (
    <div className="referral-invitation">
      <div className="referral-share">
        <CopyField
          label={t('referral.link')}
          value={link}
          copyLabel={t('referral.copyLink')}
          onCopy={() => void copy('link', link)}
        />
        <CopyField
          label={t('referral.code')}
          value={info.inviteCode}
          copyLabel={t('referral.copyCode')}
          onCopy={() => void copy('code', info.inviteCode)}
        />
        {/* Announced politely; not a status role: the portal's start-up status is the page's one. */}
        <p aria-live="polite" aria-atomic="true" className="referral-copied">
          {outcome
            ? outcome.ok
              ? t(outcome.what === 'link' ? 'referral.copiedLink' : 'referral.copiedCode')
              : t('referral.copyRefused')
            : ''}
        </p>
        <dl className="referral-counts">
          <div>
            <dt>{t('referral.invited')}</dt>
            <dd>{info.invitedCount}</dd>
          </div>
          <div>
            <dt>{t('referral.qualified')}</dt>
            <dd>{info.qualifiedCount}</dd>
          </div>
          {info.rewardPerFriend != null ? (
            <div>
              <dt>{t('referral.rewardPerFriend')}</dt>
              <dd>{formatMoney(info.rewardPerFriend, symbol)}</dd>
            </div>
          ) : null}
        </dl>
      </div>
      <figure className="referral-qr">
        <QrCode value={link} label={t('referral.qr')} />
        <figcaption>{t('referral.qrCaption')}</figcaption>
      </figure>
    </div>
  );
}

function FriendRow({ friend }: { friend: ReferralFriend }) {
  const { t } = useTranslation();
  const symbol = useAppSelector(selectMoneySymbol);
  return (
    <tr>
      <td data-label={t('referral.columns.friend')}>{friend.account}</td>
      <td data-label={t('referral.columns.registered')}>{formatDateTime(friend.registeredAt)}</td>
      <td data-label={t('referral.columns.state')}>{t(`referral.state.${friend.state}`)}</td>
      <td className="page-number" data-label={t('referral.columns.reward')}>
        {friend.reward != null ? formatMoney(friend.reward, symbol) : '—'}
      </td>
    </tr>
  );
}

/** The invited friends, a page at a time; nobody invited yet says so and how to start. */
function Friends() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { friends } = useAppSelector(selectReferral);
  const go = (pageNo: number) => dispatch(referralActions.friendsRequested({ pageNo }));
  return (
    <PartView
      part={friends}
      lead={t('referral.friendsFailed')}
      busy={t('referral.busy')}
      onRetry={() => go(friends.pageNo)}
    >
      {(page) =>
        page.list.length === 0 ? (
          <p>{t('referral.empty')}</p>
        ) : (
          <>
            <table
              className="page-table referral-friends stacked-table"
              aria-busy={friends.status === 'loading' || undefined}
            >
              <thead>
                <tr>
                  <th scope="col">{t('referral.columns.friend')}</th>
                  <th scope="col">{t('referral.columns.registered')}</th>
                  <th scope="col">{t('referral.columns.state')}</th>
                  <th scope="col">{t('referral.columns.reward')}</th>
                </tr>
              </thead>
              <tbody>
                {page.list.map((f) => (
                  <FriendRow key={`${f.account}-${f.registeredAt}`} friend={f} />
                ))}
              </tbody>
            </table>
            <Pagination
              pageCount={page.totalPages}
              current={page.pageNo}
              onChange={go}
              label={t('referral.pages')}
              texts={{
                previous: t('referral.previous'),
                next: t('referral.next'),
                page: (n) => t('referral.page', { page: n }),
              }}
            />
          </>
        )
      }
    </PartView>
  );
}

/** The page as the store has it: the invitation and the friends, each loading or failing alone. */
export function ReferralView() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { info } = useAppSelector(selectReferral);
  return (
    <div className="referral-page">
      <PartSection title={t('referral.invitation')}>
        <PartView
          part={info}
          lead={t('referral.infoFailed')}
          busy={t('referral.busy')}
          onRetry={() => dispatch(referralActions.infoRequested())}
        >
          {(value) => <Invitation info={value} />}
        </PartView>
      </PartSection>
      <PartSection title={t('referral.friends')}>
        <Friends />
      </PartSection>
    </div>
  );
}

/**
 * The member centre's invite-friends page (spec 2 §2 referral, §9 QR defaults): the member's
 * invitation link and code to copy, the link's QR code, the counts and the invited friends.
 */
export default function ReferralPage() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(referralActions.opened());
  }, [dispatch]);
  return <ReferralView />;
}

/** lazyComponent injects the feature (state, saga, texts) before the page renders. */
export const feature = referralFeature;
