import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { OpenedNumero } from '@/api/contract/lottery';
import { formatDateTime } from '@/lib/format';

interface Props {
  draws: OpenedNumero[];
  caption: string;
  /** Where a game's name links to (no link when absent). */
  hrefOf?: (draw: OpenedNumero) => string;
  /** The caption is only read out (a visible heading already says it). */
  captionHidden?: boolean;
}

/** Latest draws: game, draw number, time and the winning number as balls (spec 2 §7 numerology). */
export function OpenedNumbers({ draws, caption, hrefOf, captionHidden = false }: Props) {
  const { t } = useTranslation();
  if (draws.length === 0) return <p>{t('lottery.opened.empty')}</p>;
  return (
    <table className="lottery-table">
      <caption className={captionHidden ? 'lottery-sr-only' : undefined}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('lottery.opened.game')}</th>
          <th scope="col">{t('lottery.opened.draw')}</th>
          <th scope="col">{t('lottery.opened.time')}</th>
          <th scope="col">{t('lottery.opened.number')}</th>
        </tr>
      </thead>
      <tbody>
        {draws.map((draw) => (
          <tr key={`${draw.gameCode}-${draw.numero}`}>
            <th scope="row">
              {hrefOf ? <Link to={hrefOf(draw)}>{draw.gameName}</Link> : draw.gameName}
            </th>
            <td>{draw.numero}</td>
            <td>
              <time dateTime={new Date(draw.openTime).toISOString()}>
                {formatDateTime(draw.openTime)}
              </time>
            </td>
            <td>
              <Balls digits={draw.winningNumber} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A winning number (digits separated by commas) as balls, read out as the digits. */
export function Balls({ digits }: { digits: string }) {
  const list = digits
    .split(',')
    .map((d) => d.trim())
    .filter(Boolean);
  return (
    <span className="lottery-balls" aria-label={list.join(' ')} role="img">
      {list.map((d, i) => (
        <span key={i} className="lottery-ball" aria-hidden="true">
          {d}
        </span>
      ))}
    </span>
  );
}

/** The latest draw of each game, newest first (the list comes newest first). */
export function latestPerGame(draws: readonly OpenedNumero[]): OpenedNumero[] {
  const seen = new Set<string>();
  return draws.filter((d) => !seen.has(d.gameCode) && seen.add(d.gameCode));
}
