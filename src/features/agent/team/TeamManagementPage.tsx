import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import { DownlineHead, DownlineRow, DownlineRows, TableScroll } from './components/DownlineTable';
import { PartView, PartSection } from '@/core/components/PartView';
import { TeamFilters } from './components/TeamFilters';
import { TeamPager } from '../components/TeamPager';
import { TransferForm } from './components/TransferForm';
import { agentTeamFeature } from './feature';
import { selectTeam } from './selectors';
import { isSearch, ROOT_BRANCH, teamActions } from './slice';
import '../team.css';
import '@/components/results-table.css';

/** The search's results: flat, each with its upline path, a page at a time. */
function SearchResults() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { query, list } = useAppSelector(selectTeam);
  return (
    <PartView
      busy={t('team.busy')}
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
            <TableScroll label={t('team.manage.list')}>
              <table
                className="team-table stacked-table"
                aria-busy={list.status === 'loading' || undefined}
              >
                <DownlineHead layout="search" />
                <tbody>
                  {page.list.map((d) => (
                    <DownlineRow key={d.account} downline={d} layout="search" />
                  ))}
                </tbody>
              </table>
            </TableScroll>
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
  );
}

/** The tree: the agent's direct downlines a page at a time, each sub-agent opening its own. */
function TeamTree() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const root = useAppSelector(selectTeam).branches[ROOT_BRANCH]!;
  const page = (pageNo: number) =>
    dispatch(teamActions.branchPageRequested({ upline: ROOT_BRANCH, pageNo }));
  return (
    <PartView
      busy={t('team.busy')}
      part={root.part}
      lead={t('team.manage.failed')}
      onRetry={() => page(root.pageNo)}
    >
      {(value) =>
        value.list.length === 0 ? (
          <p>{t('team.manage.none')}</p>
        ) : (
          <>
            <p>
              {t('team.manage.directCount', { count: value.totalCount })}{' '}
              {t('team.manage.treeHint')}
            </p>
            <TableScroll label={t('team.manage.list')}>
              <table
                className="team-table team-tree stacked-table"
                aria-busy={root.part.status === 'loading' || undefined}
              >
                <DownlineHead layout="tree" />
                <tbody>
                  {value.list.map((d) => (
                    <DownlineRows key={d.account} downline={d} depth={0} />
                  ))}
                </tbody>
              </table>
            </TableScroll>
            <TeamPager
              label={t('team.manage.list')}
              pageCount={value.totalPages}
              current={value.pageNo}
              onChange={page}
            />
          </>
        )
      }
    </PartView>
  );
}

/** The page as the store has it: the filters, the tree or the search, and the open transfer. */
export function TeamManagementView() {
  const { t } = useTranslation();
  const { query, transfer } = useAppSelector(selectTeam);
  return (
    <div className="team-page">
      <PartSection title={t('team.manage.list')}>
        <TeamFilters query={query} />
        {isSearch(query) ? <SearchResults /> : <TeamTree />}
        {transfer.account ? (
          <TransferForm key={transfer.account} account={transfer.account} />
        ) : null}
      </PartSection>
    </div>
  );
}

/**
 * The agent centre's team management (spec 2 §2 downlineManagmentView): the downline tree (the
 * direct downlines, each sub-agent opening its own, every level paged: range 3, margin 1) with
 * level, registration, balance, last login and contract; a search by account, level and
 * registration dates over the whole team (flat, with each row's upline path); a transfer to any
 * downline.
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
