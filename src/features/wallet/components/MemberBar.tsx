import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '@/core/hooks';
import { walletActions } from '../slice';
import { AvatarMenu } from './AvatarMenu';
import { BalanceDisplay } from './BalanceDisplay';
import '../wallet.css';

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
        onClick={() => dispatch(walletActions.memberCentreRequested({ page: 'withdraw' }))}
      >
        {t('header.funds.withdraw')}
      </button>
      <BalanceDisplay />
      <AvatarMenu />
    </div>
  );
}
