import { useTranslation } from 'react-i18next';
import type { Game } from '@/api/contract/games';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import { Modal } from '@/components/Modal';
import type { ModalComponentProps } from '@/core/modals/types';
import { GameChoices } from '../components/GameChoices';
import { ListStatus } from '../components/ListStatus';
import { launchFeature } from '../feature';
import { launchActions, type LaunchState } from '../slice';
import { selectLaunch } from '../selectors';
import { targetOf } from '../target';
import '../launch.css';

export const feature = launchFeature;

interface ViewProps {
  list: LaunchState['vendorList'];
  busy: boolean;
  onPage: (page: number) => void;
  onPlay: (game: Game, free: boolean) => void;
  onClose: () => void;
}

/** The popup list of one vendor's games, 42 a page (what the modal shows, state given). */
export function GameListView({ list, busy, onPage, onPlay, onClose }: ViewProps) {
  const { t } = useTranslation();
  const name = list.title;
  return (
    <Modal title={t('launch.list.title', { name })} onClose={onClose} className="launch-modal">
      {list.status === 'loaded' && list.totalCount > 0 ? (
        <p className="launch-list__count">{t('launch.list.count', { count: list.totalCount })}</p>
      ) : null}
      <ListStatus
        status={list.status}
        empty={list.games.length === 0}
        texts={{
          loading: t('launch.list.loading'),
          failed: t('launch.list.failed'),
          empty: t('launch.list.empty'),
        }}
        onRetry={() => onPage(list.page)}
      />
      {list.status === 'loaded' ? (
        <GameChoices
          games={list.games}
          label={t('launch.list.label', { name })}
          busy={busy}
          offerFreePlay
          onPlay={onPlay}
        />
      ) : null}
      {list.totalPages > 1 ? (
        <nav className="launch-pager" aria-label={t('launch.list.pages')}>
          <button
            type="button"
            disabled={list.page <= 1 || list.status === 'loading'}
            onClick={() => onPage(list.page - 1)}
          >
            {t('launch.list.previous')}
          </button>
          <span aria-live="polite">
            {t('launch.list.pageOf', { page: list.page, total: list.totalPages })}
          </span>
          <button
            type="button"
            disabled={list.page >= list.totalPages || list.status === 'loading'}
            onClick={() => onPage(list.page + 1)}
          >
            {t('launch.list.next')}
          </button>
        </nav>
      ) : null}
    </Modal>
  );
}

/** The popup list of one vendor's games (isGame VASSALAGE, spec 2 §3); each one launches. */
export default function GamePopupModal({ onClose }: ModalComponentProps) {
  const dispatch = useAppDispatch();
  const { vendorList, launching } = useAppSelector(selectLaunch);
  return (
    <GameListView
      list={vendorList}
      busy={launching !== null}
      onPage={(page) => dispatch(launchActions.vendorPageRequested(page))}
      onPlay={(game, free) =>
        dispatch(launchActions.launchRequested({ target: { ...targetOf(game), free } }))
      }
      onClose={onClose}
    />
  );
}
