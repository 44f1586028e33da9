import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from '@/components/Loading';
import { PageFailureNotice } from '@/core/components/PageFailureNotice';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import { selectMoneySymbol } from '@/features/wallet/selectors';
import { formatDateTime, formatMoney } from '@/lib/format';
import type { Translate } from '@/lib/validation';
import { contractSummary, isAgentType } from '../rules';
import { selectTeam } from '../selectors';
import { teamActions, type Downline } from '../slice';
import { TeamPager } from '../../components/TeamPager';

/** How the rows show: nested under their uplines (the tree), or flat with the upline path. */
export type DownlineLayout = 'tree' | 'search';

const indent = (depth: number) => ({ '--depth': depth }) as CSSProperties;

/** The account cell: a sub-agent's in the tree shows or hides its own downline. */
function AccountCell({
  downline,
  depth,
  tree,
}: {
  downline: Downline;
  depth: number;
  tree: boolean;
}) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const expanded = useAppSelector(selectTeam).branches[downline.account]?.expanded ?? false;
  return (
    <th
      scope="row"
      className="team-account"
      style={indent(depth)}
      data-label={t('team.columns.account')}
    >
      {tree && downline.teamSize > 0 ? (
        <button
          type="button"
          className="team-expand"
          aria-expanded={expanded}
          onClick={() => dispatch(teamActions.branchToggled({ upline: downline.account }))}
        >
          {downline.account}
        </button>
      ) : (
        downline.account
      )}
    </th>
  );
}

/** One downline: level, type, (its upline path in a search), money, last login, contract, transfer. */
export function DownlineRow({
  downline,
  depth = 0,
  layout,
}: {
  downline: Downline;
  depth?: number;
  layout: DownlineLayout;
}) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const symbol = useAppSelector(selectMoneySymbol);
  return (
    <tr>
      <AccountCell downline={downline} depth={depth} tree={layout === 'tree'} />
      <td data-label={t('team.columns.level')}>
        {downline.level === 1 ? t('team.direct') : t('team.levelValue', { level: downline.level })}
      </td>
      <td data-label={t('team.columns.type')}>
        {t(isAgentType(downline.isAgent) ? 'team.type.agent' : 'team.type.member')}
      </td>
      {layout === 'search' ? (
        <td data-label={t('team.columns.upline')}>
          {(downline.uplinePath ?? [downline.uplineAccount]).join(' › ')}
        </td>
      ) : null}
      <td data-label={t('team.columns.registered')}>{formatDateTime(downline.registeredAt)}</td>
      <td className="team-number" data-label={t('team.columns.balance')}>
        {formatMoney(downline.balance, symbol)}
      </td>
      <td data-label={t('team.columns.lastLogin')}>
        {downline.lastLoginAt ? formatDateTime(downline.lastLoginAt) : t('team.never')}
      </td>
      <td data-label={t('team.columns.contract')}>
        {contractSummary(downline, t as unknown as Translate) ?? t('team.noContract')}
      </td>
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

const TREE_COLUMNS = 8;

/**
 * A branch of the tree below its upline's row: the upline's direct downlines (each sub-agent with
 * its own branch when opened), then its loading, failure with a retry, or pages.
 */
export function BranchRows({ upline, depth }: { upline: string; depth: number }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const branch = useAppSelector(selectTeam).branches[upline];
  if (!branch?.expanded) return null;
  const { part, pageNo } = branch;
  const page = part.value;
  const retry = () => dispatch(teamActions.branchPageRequested({ upline, pageNo }));
  const foot =
    part.status === 'failed' && part.failure ? (
      <PageFailureNotice
        failure={part.failure}
        lead={t('team.manage.branchFailed', { account: upline })}
        busy={t('team.busy')}
        onRetry={retry}
      />
    ) : page === null ? (
      <Loading />
    ) : page.list.length === 0 ? (
      t('team.manage.branchEmpty')
    ) : page.totalPages > 1 ? (
      <TeamPager
        label={t('team.manage.showDownline', { account: upline })}
        pageCount={page.totalPages}
        current={page.pageNo}
        onChange={(n) => dispatch(teamActions.branchPageRequested({ upline, pageNo: n }))}
      />
    ) : null;
  return (
    <>
      {page?.list.map((d) => (
        <DownlineRows key={d.account} downline={d} depth={depth} />
      ))}
      {foot ? (
        <tr className="team-branch-foot" aria-busy={part.status === 'loading' || undefined}>
          <td colSpan={TREE_COLUMNS} style={indent(depth)}>
            {foot}
          </td>
        </tr>
      ) : null}
    </>
  );
}

/** A downline's row in the tree and, when opened, its own branch. */
export function DownlineRows({ downline, depth }: { downline: Downline; depth: number }) {
  return (
    <>
      <DownlineRow downline={downline} depth={depth} layout="tree" />
      {downline.teamSize > 0 ? <BranchRows upline={downline.account} depth={depth + 1} /> : null}
    </>
  );
}

/** The table's head: the search adds the upline path. */
export function DownlineHead({ layout }: { layout: DownlineLayout }) {
  const { t } = useTranslation();
  return (
    <thead>
      <tr>
        <th scope="col">{t('team.columns.account')}</th>
        <th scope="col">{t('team.columns.level')}</th>
        <th scope="col">{t('team.columns.type')}</th>
        {layout === 'search' ? <th scope="col">{t('team.columns.upline')}</th> : null}
        <th scope="col">{t('team.columns.registered')}</th>
        <th scope="col">{t('team.columns.balance')}</th>
        <th scope="col">{t('team.columns.lastLogin')}</th>
        <th scope="col">{t('team.columns.contract')}</th>
        <th scope="col">{t('team.columns.actions')}</th>
      </tr>
    </thead>
  );
}

/** A wide team table scrolls sideways inside the panel; the region takes the focus for the keyboard. */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="team-table-scroll" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
