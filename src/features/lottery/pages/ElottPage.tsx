import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLotteryList } from '@/features/lottery/use-lottery-list';
import { lotteryHref } from '../links';
import { LatestNumbers } from '../components/LatestNumbers';
import { ListStatus } from '../components/ListStatus';
import { LotteryMenu } from '../components/LotteryMenu';
import { PopularLottery } from '../components/PopularLottery';
import '../lottery.css';

const ELOTT = 'Elott' as const;
const elottHref = (gameCode: string) =>
  lotteryHref({ gameCode, accountTypeName: 'ELOTT', defaultPlayType: null });

/**
 * /elott (header, banner, footer, side menu; spec 2 §2): the e-lottery groups, whose games open on
 * /lottery; popular e-lottery, the latest results, and below them what the app adds (the winners
 * board, its own feature).
 */
export function ElottPage({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const id = useId();
  const menu = useLotteryList({ kind: 'menu', prizeMode: ELOTT });
  return (
    <div className="elott-page">
      <h1>{t('lottery.pages.elott')}</h1>
      <section aria-labelledby={id} className="lottery-card">
        <h2 id={id}>{t('lottery.elott.games')}</h2>
        <ListStatus state={menu} name="menu" onRetry={menu.retry}>
          <LotteryMenu groups={menu.items} label={t('lottery.menu.label')} />
        </ListStatus>
      </section>
      <div className="lottery-highlights__grid">
        <PopularLottery prizeMode={ELOTT} />
        <LatestNumbers prizeMode={ELOTT} hrefOf={elottHref} />
      </div>
      {children}
    </div>
  );
}
