import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import { gameFrameSandbox } from '@/lib/game-frame';
import { lotteryActions } from '../slice';
import { selectLotteryLaunch } from '../selectors';

/** Why no game is shown: the message, the server's own words, and what the user can do. */
function Note({
  text,
  detail,
  alert = false,
  children,
}: {
  text: string;
  detail?: string | null;
  alert?: boolean;
  children?: ReactNode;
}) {
  return (
    <div role={alert ? 'alert' : undefined} className="lottery-frame lottery-frame--note">
      <p>{text}</p>
      {detail && <p>{detail}</p>}
      {children}
    </div>
  );
}

interface Props {
  /** Name of the game open (absent: the lobby). */
  gameName?: string;
}

/**
 * The lottery launch's outcome: the game (or lobby) in a sandboxed frame showing only the address
 * the launch answered, or why it is not shown (log in, real account needed, maintenance, error).
 */
export function LotteryFrame({ gameName }: Props) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const launch = useAppSelector(selectLotteryLaunch);
  const retry = () => launch.target && dispatch(lotteryActions.launchRequested(launch.target));

  switch (launch.status) {
    case 'idle':
    case 'loading':
      return (
        <p className="lottery-frame lottery-frame--note" aria-busy="true">
          {t('lottery.frame.opening')}
        </p>
      );
    case 'needsLogin':
      return (
        <Note text={t('lottery.frame.needsLogin')}>
          <button
            type="button"
            className="primary"
            onClick={() => dispatch(lotteryActions.loginAsked())}
          >
            {t('lottery.frame.logIn')}
          </button>
        </Note>
      );
    case 'refused':
      return <Note text={t('lottery.frame.refused')} />;
    case 'maintenance':
      return (
        <Note alert text={t('lottery.frame.maintenance')} detail={launch.error}>
          {launch.suggestions.length > 0 && (
            <>
              <p>{t('lottery.frame.suggestions')}</p>
              <ul>
                {launch.suggestions.map((name) => (
                  <li key={name}>{name}</li>
                ))}
              </ul>
            </>
          )}
        </Note>
      );
    case 'failed':
      return (
        <Note alert text={t('lottery.frame.failed')} detail={launch.error}>
          <button type="button" onClick={retry}>
            {t('lottery.retry')}
          </button>
        </Note>
      );
    case 'ready': {
      const sandbox = launch.url ? gameFrameSandbox(launch.url, window.location.href) : null;
      if (!launch.url || sandbox === null)
        return <Note alert text={t('lottery.frame.badAddress')} />;
      return (
        <iframe
          className="lottery-frame"
          src={launch.url}
          sandbox={sandbox}
          allow="fullscreen; autoplay"
          referrerPolicy="no-referrer"
          title={
            gameName ? t('lottery.frame.title', { name: gameName }) : t('lottery.frame.lobbyTitle')
          }
        />
      );
    }
  }
}
