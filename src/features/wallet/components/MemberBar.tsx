import { useTranslation } from 'react-i18next';
import { CountedButton } from '@/components/CountBadge';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import { selectUnreadBadge } from '../selectors';
import { walletActions } from '../slice';
import { AvatarMenu } from './AvatarMenu';
import { BalanceDisplay } from './BalanceDisplay';
import '../wallet.css';

/**
 * The platform messages (member centre messageV2) with the unread count as a badge; its name says
 * the count ("Messages, 2 unread").
 */
function MessagesButton() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const badge = useAppSelector(selectUnreadBadge);
  return (
    <CountedButton
      count={badge}
      name={t('header.messages.button')}
      countedName={(total) => t('header.messages.unread', { total })}
      className="icon-button messages-button"
      onClick={() => dispatch(walletActions.memberCentreRequested({ page: 'messageV2' }))}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path fill="none" stroke="currentColor" strokeWidth="2" d="M3 6h18v12H3zM3 6l9 7 9-7" />
      </svg>
    </CountedButton>
  );
}

/** The logged-in part of the header (spec 2 §2): deposit, withdraw, balance, avatar menu. */
export function MemberBar() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  return (
    <div className="member-bar">
      <button
        type="button"
        className="primary"
        onClick={() => dispatch(walletActions.memberCentreRequested({ page: 'depositv2' }))}
      >
        {t('header.funds.deposit')}
      </button>
      <button
        type="button"
        className="withdraw-button"
        onClick={() => dispatch(walletActions.memberCentreRequested({ page: 'withdraw' }))}
      >
        {t('header.funds.withdraw')}
      </button>
      <BalanceDisplay />
      <MessagesButton />
      <AvatarMenu />
    </div>
  );
}
