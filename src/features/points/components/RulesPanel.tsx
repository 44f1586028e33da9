import { useTranslation } from 'react-i18next';
import type { PointConfigValue } from '@/api/contract/points';
import { SafeHtml } from '@/components/SafeHtml';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import { selectIsLoggedIn } from '@/core/session/selectors';
import { selectMoneySymbol } from '@/features/wallet/selectors';
import { textOfCode } from '@/i18n/dynamic-key';
import { formatMoney } from '@/lib/format';
import { formatPoints } from '../rules';
import { pointsActions } from '../slice';
import { ConvertForm } from './ConvertForm';

/**
 * The points rules (the server's HTML through the one sanitising policy), that points never
 * expire, the table of points earned per valid bet by game category, and the conversion.
 */
export function RulesPanel({ config }: { config: PointConfigValue }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const symbol = useAppSelector(selectMoneySymbol);
  return (
    <div className="points-rules">
      <section aria-labelledby="points-rules-title">
        <h2 id="points-rules-title">{t('points.rules.title')}</h2>
        <p className="points-never-expire">{t('points.neverExpire')}</p>
        <SafeHtml html={config.rules} className="points-rules__html" />
      </section>
      <section aria-labelledby="points-rates-title">
        <h2 id="points-rates-title">{t('points.rules.rates')}</h2>
        <table className="points-rates">
          <caption>{t('points.rules.ratesCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('points.rules.gameType')}</th>
              <th scope="col">{t('points.rules.betAmount')}</th>
              <th scope="col">{t('points.rules.points')}</th>
            </tr>
          </thead>
          <tbody>
            {config.earnRates.map((rate) => (
              <tr key={rate.gameType}>
                <th scope="row">{textOfCode(t, 'points.rules.gameTypes', rate.gameType)}</th>
                <td>{formatMoney(rate.betAmount, symbol)}</td>
                <td>{formatPoints(rate.points)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section aria-labelledby="points-convert-title">
        <h2 id="points-convert-title">{t('points.convert.title')}</h2>
        <p>
          {t('points.convert.rate', {
            rate: formatPoints(config.exchangeRate),
            unit: formatMoney(1, symbol),
            min: formatPoints(config.minConvertPoints),
            max: formatPoints(config.maxConvertPoints),
          })}
        </p>
        {loggedIn ? (
          <ConvertForm config={config} />
        ) : (
          <div className="points-visitor">
            <p>{t('points.convert.visitor')}</p>
            <button type="button" onClick={() => dispatch(pointsActions.loginAsked())}>
              {t('points.balance.logIn')}
            </button>
          </div>
        )}
      </section>
    </div>
  );
}
