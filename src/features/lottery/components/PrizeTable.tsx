import { useTranslation } from 'react-i18next';
import type { OpenedNumero } from '@/api/contract/lottery';
import { VN_PRIZE_ORDER } from '../constants';

/** The prize table of a Vietnamese draw (special, first ... eighth), in the spec's order. */
export function PrizeTable({ draw }: { draw: OpenedNumero }) {
  const { t } = useTranslation();
  const prizes = draw.prizes ?? {};
  const rows = VN_PRIZE_ORDER.filter((name) => prizes[name]?.length);
  return (
    <table className="lottery-table lottery-prizes">
      <caption>{t('lottery.vn.prizeTable', { name: draw.gameName, numero: draw.numero })}</caption>
      <tbody>
        {rows.map((name) => (
          <tr key={name} className={name === 'special' ? 'lottery-prizes__special' : undefined}>
            <th scope="row">{t(`lottery.vn.prizes.${name}`)}</th>
            <td>{prizes[name]!.join(' · ')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
