import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/Modal';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import type { ModalComponentProps } from '@/core/modals/types';
import { selectMoneySymbol } from '@/features/wallet/selectors';
import { formatMoney } from '@/lib/format';
import { responsibleFeature } from '../feature';
import { sessionLength } from '../rules';
import { selectRealityCheck } from '../selectors';
import { responsibleActions } from '../slice';
import '../responsible.css';

export const feature = responsibleFeature;

export interface RealityCheckViewProps {
  startedAt: number;
  at: number;
  net: number;
  symbol: string;
  onAnswer: (answer: 'continue' | 'history' | 'logout') => void;
}

export interface TimeUpViewProps {
  limitMinutes: number;
  onAnswer: (answer: 'continue' | 'logout') => void;
}

/** Today's play time is used up: games stay closed until tomorrow; close, or log out. */
export function TimeUpView({ limitMinutes, onAnswer }: TimeUpViewProps) {
  const { t } = useTranslation();
  return (
    <Modal
      title={t('responsible.timeUp.title')}
      onClose={() => onAnswer('continue')}
      closeOnBackdrop={false}
      className="reality-check"
    >
      <p>{t('responsible.timeUp.text', { count: limitMinutes })}</p>
      <div className="responsible-actions">
        <button type="button" className="primary" onClick={() => onAnswer('logout')}>
          {t('responsible.timeUp.logout')}
        </button>
        <button type="button" onClick={() => onAnswer('continue')}>
          {t('responsible.timeUp.close')}
        </button>
      </div>
    </Modal>
  );
}

/** The reality check: how long this session has lasted and its net win or loss, and three ways on. */
export function RealityCheckView({ startedAt, at, net, symbol, onAnswer }: RealityCheckViewProps) {
  const { t } = useTranslation();
  const { hours, minutes } = sessionLength(startedAt, at);
  return (
    <Modal
      title={t('responsible.check.title')}
      onClose={() => onAnswer('continue')}
      closeOnBackdrop={false}
      className="reality-check"
    >
      <p>{t('responsible.check.length', { hours, minutes })}</p>
      <p>
        {net < 0
          ? t('responsible.check.lost', { amount: formatMoney(-net, symbol) })
          : t('responsible.check.won', { amount: formatMoney(net, symbol) })}
      </p>
      <div className="responsible-actions">
        <button type="button" className="primary" onClick={() => onAnswer('continue')}>
          {t('responsible.check.continue')}
        </button>
        <button type="button" onClick={() => onAnswer('history')}>
          {t('responsible.check.history')}
        </button>
        <button type="button" onClick={() => onAnswer('logout')}>
          {t('responsible.check.logout')}
        </button>
      </div>
    </Modal>
  );
}

export default function RealityCheckModal(_props: ModalComponentProps) {
  const dispatch = useAppDispatch();
  const check = useAppSelector(selectRealityCheck);
  const symbol = useAppSelector(selectMoneySymbol);
  if (!check.session || check.shownAt === null) return null;
  const answer = (a: 'continue' | 'history' | 'logout') =>
    dispatch(responsibleActions.realityCheckAnswered(a));
  if (check.kind === 'timeUp' && check.session.playTime)
    return <TimeUpView limitMinutes={check.session.playTime.limitMinutes} onAnswer={answer} />;
  return (
    <RealityCheckView
      startedAt={check.session.startedAt}
      at={check.shownAt}
      net={check.session.netWinLoss}
      symbol={symbol}
      onAnswer={answer}
    />
  );
}
