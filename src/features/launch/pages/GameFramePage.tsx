import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import { navigationActions } from '@/core/navigation/slice';
import { shellActions } from '@/features/shell/slice';
import { gameFrameSandbox } from '@/lib/game-frame';
import { frameUrl } from '../frame-url';
import { launchActions } from '../slice';
import '../launch.css';
import { selectSideCategories } from '@/features/shell/selectors';
import { selectLaunchFrame } from '../selectors';

/**
 * The /game page (spec 2 §2, §4): the address of the last launch in a sandboxed frame. The address
 * comes only from a launch answer (launch state, or session storage `iframeUrl` after a reload);
 * the page's own query is never used, and a query that tries to is refused visibly.
 */
export function GameFramePage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { search } = useLocation();
  const frame = useAppSelector(selectLaunchFrame);
  const [stored, setStored] = useState(() => frameUrl.read());
  const url = frame.url ?? stored;
  const refused = new URLSearchParams(search).size > 0;
  const iframe = useRef<HTMLIFrameElement>(null);
  const title = frame.name
    ? t('launch.frame.title', { name: frame.name })
    : t('launch.frame.titleUnnamed');

  const close = () => {
    setStored(null);
    dispatch(launchActions.frameClosed());
    dispatch(navigationActions.navigateRequested({ to: '/' }));
  };

  return (
    <section className="game-frame" aria-labelledby="game-frame-heading">
      <div className="game-frame__bar">
        <h1 id="game-frame-heading">{t('sections.byIframe')}</h1>
        {url ? (
          <>
            <span className="game-frame__name">{frame.name}</span>
            <button type="button" onClick={() => void iframe.current?.requestFullscreen?.()}>
              {t('launch.frame.fullscreen')}
            </button>
            <button type="button" onClick={close}>
              {t('launch.frame.close')}
            </button>
          </>
        ) : null}
      </div>
      {refused ? (
        <p className="game-frame__refused" role="alert">
          {t('launch.frame.refused')}
        </p>
      ) : null}
      {url ? (
        <iframe
          ref={iframe}
          key={url}
          className="game-frame__view"
          src={url}
          title={title}
          // The address passed safeGameUrl (http(s) or a path), so it always has a sandbox.
          sandbox={gameFrameSandbox(url, window.location.href) ?? undefined}
          allow="fullscreen; autoplay; encrypted-media"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <NoGame />
      )}
    </section>
  );
}

/** Without a launched game: say so, and offer the providers (this page has no side bar). */
function NoGame() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const categories = useAppSelector(selectSideCategories);
  useEffect(() => {
    dispatch(shellActions.vendorsRequested());
  }, [dispatch]);
  return (
    <div className="game-frame__empty">
      <h2>{t('launch.frame.noGame')}</h2>
      <p>{t('launch.frame.noGameBody')}</p>
      <p>
        <Link to="/">{t('launch.frame.backToLobby')}</Link>
      </p>
      {categories.length ? (
        <nav aria-label={t('launch.frame.providers')} className="game-frame__providers">
          {categories.map((category) => {
            const name = t(`shell.sideMenu.category.${category.code}`);
            return (
              <section key={category.code} aria-label={name}>
                <h3>{name}</h3>
                <ul aria-label={t('launch.frame.providersOf', { category: name })}>
                  {category.vendors.map((vendor) => (
                    <li key={vendor.vassalage}>
                      <button
                        type="button"
                        onClick={() => dispatch(shellActions.gameStartRequested({ game: vendor }))}
                      >
                        {vendor.displayName}
                      </button>
                    </li>
                  ))}
                </ul>
              </section>
            );
          })}
        </nav>
      ) : null}
    </div>
  );
}
