import { useTranslation } from 'react-i18next';
import type { Game } from '@/api/contract/games';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import { Modal } from '@/components/Modal';
import type { ModalComponentProps } from '@/core/modals/types';
import { GameChoices } from '../components/GameChoices';
import { launchFeature } from '../feature';
import { launchActions } from '../slice';
import { selectLaunch } from '../selectors';
import { targetOf } from '../target';
import '../launch.css';

export const feature = launchFeature;

interface ViewProps {
  games: readonly Game[];
  busy: boolean;
  onPlay: (game: Game) => void;
  onClose: () => void;
}

/** A game under maintenance (spec 2 §8): the message and the games suggested instead. */
export function SuggestionsView({ games, busy, onPlay, onClose }: ViewProps) {
  const { t } = useTranslation();
  return (
    <Modal title={t('launch.suggestions.title')} onClose={onClose} className="launch-modal">
      <p>{t('launch.suggestions.body')}</p>
      <GameChoices
        games={games}
        label={t('launch.suggestions.label')}
        busy={busy}
        onPlay={onPlay}
      />
    </Modal>
  );
}

/** The suggestions of a game.maintenance answer, each launchable. */
export default function GameSuggestionsModal({ onClose }: ModalComponentProps) {
  const dispatch = useAppDispatch();
  const { suggestions, launching } = useAppSelector(selectLaunch);
  return (
    <SuggestionsView
      games={suggestions.games}
      busy={launching !== null}
      onPlay={(game) => dispatch(launchActions.launchRequested({ target: targetOf(game) }))}
      onClose={onClose}
    />
  );
}
