import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLotteryList } from '@/features/lottery/use-lottery-list';
import { ListStatus, type HeadingLevel } from './ListStatus';
import { latestPerGame, OpenedNumbers } from './OpenedNumbers';
import { type PrizeMode } from '@/api/contract/constants';

interface Props {
  prizeMode: PrizeMode;
  /** Most games shown (their latest draw each). */
  limit?: number;
  hrefOf?: (gameCode: string) => string;
  level?: HeadingLevel;
}

/** The latest draw of each game of a prize mode (opened numbers, count 100). */
export function LatestNumbers({ prizeMode, limit, hrefOf, level = 2 }: Props) {
  const { t } = useTranslation();
  const Heading = `h${level}` as const;
  const id = useId();
  const opened = useLotteryList({ kind: 'opened', prizeMode }, { fresh: true });
  const draws = latestPerGame(opened.items).slice(0, limit);
  return (
    <section className="lottery-card" aria-labelledby={id}>
      <Heading id={id}>{t('lottery.opened.title')}</Heading>
      <ListStatus state={opened} name="opened" onRetry={opened.retry}>
        <OpenedNumbers
          draws={draws}
          caption={t('lottery.opened.title')}
          captionHidden
          hrefOf={hrefOf && ((d) => hrefOf(d.gameCode))}
        />
      </ListStatus>
    </section>
  );
}
