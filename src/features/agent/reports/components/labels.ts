import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BET_STATUSES,
  GAME_CATEGORIES,
  RECORD_STATUSES,
  TRANSACTION_TYPES,
} from '@/api/contract/constants';
import { INCOME_TYPES } from '../constants';

const has = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

export type LabelKind = 'gameType' | 'incomeType' | 'transType' | 'status';

/**
 * The agent's words for a value the server sends (game, income and transaction types, statuses);
 * a value the portal does not know is shown as it came.
 */
export function useReportLabel() {
  const { t } = useTranslation();
  return useCallback(
    (kind: LabelKind, value: string): string => {
      if (kind === 'gameType' && has(GAME_CATEGORIES, value))
        return t(`reports.gameTypes.${value}`);
      if (kind === 'incomeType' && has(INCOME_TYPES, value))
        return t(`reports.incomeTypes.${value}`);
      if (kind === 'transType' && has(TRANSACTION_TYPES, value))
        return t(`reports.transTypes.${value}`);
      if (kind === 'status' && (has(RECORD_STATUSES, value) || has(BET_STATUSES, value)))
        return t(`reports.statuses.${value}`);
      return value;
    },
    [t],
  );
}
