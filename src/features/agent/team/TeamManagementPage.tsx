import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import { selectMoneySymbol } from '@/features/wallet/selectors';
import { formatDateTime, formatMoney } from '@/lib/format';
import type { Translate } from '@/lib/validation';
import { PartView, TeamSection } from './components/PartView';
import { TeamFilters } from './components/TeamFilters';
import { TeamPager } from './components/TeamPager';
import { TransferForm } from './components/TransferForm';
import { agentTeamFeature } from './feature';
import { contractSummary, isAgentType } from './rules';
import { selectTeam } from './selectors';
import { teamActions, type Downline } from './slice';
import './team.css';

function DownlineRow({ downline }: { downline: Downline }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const symbol = useAppSelector(selectMoneySymbol);
  return (
    <tr>
      <th scope="row">{downline.account}</th>
      <td>
        {downline.level === 1 ? t('team.direct') : t('team.levelValue', { level: downline.level })}
      </td>
      <td>{t(isAgentType(downline.isAgent) ? 'team.type.agent' : 'team.type.member')}</td>
      <td>{formatDateTime(downline.registeredAt)}</td>
      <td className="team-number">{formatMoney(downline.balance, symbol)}</td>
      <td>{downline.lastLoginAt ? formatDateTime(downline.lastLoginAt) : t('team.never')}</td>
      <td>{contractSummary(downline, t as unknown as Translate) ?? t('team.noContract')}</td>
      <td>
        <button
          type="button"
          onClick={() => dispatch(teamActions.transferOpened({ account: downline.account }))}
        >
          {t('team.manage.transferTo', { account: downline.account })}
        </button>
      </td>
    </tr>
  );
}

/** The page as the store has it: the filters, the downlines and the open transfer. */
export function TeamManagementView() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { query, list, transfer } = useAppSelector(selectTeam);
  return (
    <div className="team-page">
      <TeamSection title={t('team.manage.list')}>
        <TeamFilters query={query} />
        <PartView
          part={list}
          lead={t('team.manage.failed')}
          onRetry={() => dispatch(teamActions.pageRequested({ pageNo: query.pageNo }))}
        >
          {(page) =>
            page.list.length === 0 ? (
              <p>{t('team.manage.empty')}</p>
            ) : (
              <>
                <p>{t('team.manage.count', { count: page.totalCount })}</p>
                <table className="team-table" aria-busy={list.status === 'loading' || undefined}>
                  <thead>
                    <tr>
                      <th scope="col">{t('team.columns.account')}</th>
                      <th scope="col">{t('team.columns.level')}</th>
                      <th scope="col">{t('team.columns.type')}</th>
                      <th scope="col">{t('team.columns.registered')}</th>
                      <th scope="col">{t('team.columns.balance')}</th>
                      <th scope="col">{t('team.columns.lastLogin')}</th>
                      <th scope="col">{t('team.columns.contract')}</th>
                      <th scope="col">{t('team.columns.actions')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {page.list.map((d) => (
                      <DownlineRow key={d.account} downline={d} />
                    ))}
                  </tbody>
                </table>
                <TeamPager
                  label={t('team.manage.list')}
                  pageCount={page.totalPages}
                  current={page.pageNo}
                  onChange={(pageNo) => dispatch(teamActions.pageRequested({ pageNo }))}
                />
              </>
            )
          }
        </PartView>
        {transfer.account ? (
          <TransferForm key={transfer.account} account={transfer.account} />
        ) : null}
      </TeamSection>
    </div>
  );
}

/**
 * The agent centre's team management (spec 2 §2 downlineManagmentView): the direct and indirect
 * downlines with their level, registration, balance, last login and contract; search by account,
 * level and registration dates; pages (range 3, margin 1); a transfer to a downline.
 */
export default function TeamManagementPage() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(teamActions.opened());
  }, [dispatch]);
  return <TeamManagementView />;
}

/** lazyComponent injects the feature (state, saga, texts) before the page renders. */
export const feature = agentTeamFeature;
