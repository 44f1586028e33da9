import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import { formatMoney } from '@/lib/format';
import { walletActions } from '../slice';
import { selectMoneySymbol, selectWallet } from '../selectors';

/** Balance text: masked when hidden, the updating placeholder during a refresh the user asked for. */
export function useBalanceText() {
  const { t } = useTranslation();
  const { balance, status, manual, hidden } = useAppSelector(selectWallet);
  const symbol = useAppSelector(selectMoneySymbol);
  const updating = status === 'loading' && (manual || balance === null);
  let text: string;
  if (hidden) text = t('header.balance.masked');
  else if (updating) text = t('header.balance.updating');
  else if (balance === null) text = t('header.balance.none');
  else text = formatMoney(balance, symbol);
  return { text, updating, hidden };
}

/**
 * The header balance (spec 1 §2.4, §4): sum of the wallets with 2 decimals, thousands separators
 * and the currency symbol; a hide toggle and a refresh icon that shows the updating state.
 */
export function BalanceDisplay() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { text, updating, hidden } = useBalanceText();
  return (
    <div className="balance" role="group" aria-label={t('header.balance.label')}>
      <span className="balance-amount" aria-live="polite" aria-busy={updating}>
        {text}
      </span>
      <button
        type="button"
        className="icon-button tap-area"
        aria-pressed={hidden}
        aria-label={t('header.balance.hide')}
        onClick={() => dispatch(walletActions.hiddenToggled())}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            d={
              hidden
                ? 'M3 3l18 18M10.6 6.1A9.8 9.8 0 0 1 12 6c6 0 10 6 10 6a17 17 0 0 1-3.2 3.8M6.6 6.6C3.8 8.4 2 12 2 12s4 6 10 6a9.7 9.7 0 0 0 5.4-1.6M9.9 9.9a3 3 0 0 0 4.2 4.2'
                : 'M2 12s4-6 10-6 10 6 10 6-4 6-10 6S2 12 2 12zm10 3a3 3 0 1 0 0-6 3 3 0 0 0 0 6z'
            }
          />
        </svg>
      </button>
      <button
        type="button"
        className="icon-button tap-area balance-refresh"
        aria-label={updating ? t('header.balance.refreshing') : t('header.balance.refresh')}
        aria-disabled={updating}
        data-updating={updating}
        onClick={() => {
          if (!updating) dispatch(walletActions.balanceRefreshRequested());
        }}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            d="M20 12a8 8 0 1 1-2.3-5.7M20 4v5h-5"
          />
        </svg>
      </button>
    </div>
  );
}
