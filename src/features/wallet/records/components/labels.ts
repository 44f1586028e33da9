import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BET_STATUSES,
  BONUS_TYPES,
  GAME_CATEGORIES,
  RECORD_STATUSES,
  TRANSACTION_TYPES,
} from '@/api/contract/constants';

const has = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

export type LabelKind = 'gameType' | 'transType' | 'bonusType' | 'status';

/**
 * The member's words for a value the server sends (game, transaction and bonus types, statuses);
 * a value the portal does not know is shown as it came.
 */
export function useOptionLabel() {
  const { t } = useTranslation();
  return useCallback(
    (kind: LabelKind, value: string): string => {
      if (kind === 'gameType' && has(GAME_CATEGORIES, value))
        return t(`records.gameTypes.${value}`);
      if (kind === 'transType' && has(TRANSACTION_TYPES, value))
        return t(`records.transTypes.${value}`);
      if (kind === 'bonusType' && has(BONUS_TYPES, value)) return t(`records.bonusTypes.${value}`);
      if (kind === 'status' && (has(RECORD_STATUSES, value) || has(BET_STATUSES, value)))
        return t(`records.statuses.${value}`);
      return value;
    },
    [t],
  );
}
