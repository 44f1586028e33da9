import { useTranslation } from 'react-i18next';
import type { PvpRoom } from '@/api/contract/launch';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import { Modal } from '@/components/Modal';
import type { ModalComponentProps } from '@/core/modals/types';
import { formatMoney } from '@/lib/format';
import { ListStatus } from '../components/ListStatus';
import { launchFeature } from '../feature';
import { launchActions, type LaunchState } from '../slice';
import { selectLaunch } from '../selectors';
import { roomTarget, targetName } from '../target';
import '../launch.css';
import { selectCurrencySymbol } from '@/core/system/selectors';

export const feature = launchFeature;

interface ViewProps {
  rooms: LaunchState['rooms'];
  /** Currency symbol of the brand. */
  symbol: string;
  busy: boolean;
  onEnter: (room: PvpRoom) => void;
  onRetry: () => void;
  onClose: () => void;
}

/** The room list of a PVP game (what the modal shows, state given): only open rooms can be entered. */
export function RoomListView({ rooms, symbol, busy, onEnter, onRetry, onClose }: ViewProps) {
  const { t } = useTranslation();
  const name = rooms.game ? targetName(rooms.game) : '';
  return (
    <Modal title={t('launch.rooms.title', { name })} onClose={onClose} className="launch-modal">
      <ListStatus
        status={rooms.status}
        empty={rooms.list.length === 0}
        texts={{
          loading: t('launch.rooms.loading'),
          failed: t('launch.rooms.failed'),
          empty: t('launch.rooms.empty'),
        }}
        onRetry={onRetry}
      />
      {rooms.status === 'loaded' && rooms.list.length ? (
        <ul
          className="launch-rooms"
          aria-label={t('launch.rooms.label', { name })}
          aria-busy={busy || undefined}
        >
          {rooms.list.map((room) => {
            const detailsId = `room-${room.roomId}`;
            return (
              <li
                key={room.roomId}
                className={`launch-room launch-room--${room.status.toLowerCase()}`}
              >
                <button
                  type="button"
                  disabled={room.status !== 'OPEN'}
                  aria-describedby={detailsId}
                  onClick={() => onEnter(room)}
                >
                  {t('launch.rooms.enter', { room: room.roomName })}
                </button>
                <p id={detailsId} className="launch-room__details">
                  <span className="launch-room__status">
                    {t(`launch.rooms.status.${room.status}`)}
                  </span>
                  {' · '}
                  {t('launch.rooms.bets', {
                    min: formatMoney(room.minBet, symbol),
                    max: formatMoney(room.maxBet, symbol),
                  })}
                  {' · '}
                  {t('launch.rooms.minEnter', { amount: formatMoney(room.minEnter, symbol) })}
                  {' · '}
                  {t('launch.rooms.online', { count: room.onlineCount })}
                </p>
              </li>
            );
          })}
        </ul>
      ) : null}
    </Modal>
  );
}

/** The room list of a PVP game (GLS2_roomList); entering a room launches into it. */
export default function PvpRoomsModal({ onClose }: ModalComponentProps) {
  const dispatch = useAppDispatch();
  const { rooms, launching } = useAppSelector(selectLaunch);
  const symbol = useAppSelector(selectCurrencySymbol);
  return (
    <RoomListView
      rooms={rooms}
      symbol={symbol}
      busy={launching !== null}
      onEnter={(room) => {
        if (rooms.game)
          dispatch(launchActions.launchRequested({ target: roomTarget(rooms.game, room) }));
      }}
      onRetry={() => dispatch(launchActions.roomsRetried())}
      onClose={onClose}
    />
  );
}
