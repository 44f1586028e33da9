import {
  lazy,
  memo,
  Suspense,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { CountedButton } from '@/components/CountBadge';
import type { GameCategory } from '@/api/contract/constants';
import { useAppDispatch, useAppSelector, useDeferredAppSelector } from '@/core/hooks';
import { modalsActions } from '@/core/modals/slice';
import { systemActions } from '@/core/system/slice';
import { CATEGORY_PATHS, imageUrl, type SideCategory } from '@/core/game-categories';
import { appDownloads, socialLinks } from '../resources';
import { shellActions } from '../slice';
import { selectUnreadBadge } from '@/features/wallet/selectors';
import { LanguageSelect } from './LanguageSelect';
import '../shell.css';
import { FOCUSABLE, keepTabInside } from '@/components/focus-trap';
import { selectIsLoggedIn } from '@/core/session/selectors';
import { selectImageCdn, selectResources } from '@/core/system/selectors';
import {
  selectDrawerOpen,
  selectSideCategories,
  selectSideMenuCollapsed,
  selectVendorsStatus,
} from '../selectors';
import { MENU_BUTTON_ID, SIDE_MENU_ID } from './Header';
import { ThemeSwitch } from './ThemeSwitch';

/** The QR codes (qrcode.react) load only when the app-download sub-menu opens. */
const AppQrCodes = lazy(() => import('./AppQrCodes'));

/** Short marks shown in place of the labels when the bar is collapsed. */
const MARKS: Record<GameCategory, string> = {
  ELOTT: 'EL',
  LOTT: 'LO',
  LIVE: 'LI',
  SPORTS: 'SP',
  FISH: 'FI',
  RNG: 'SL',
  PVP: 'CA',
  ESPORTS: 'ES',
};

/** The platform messages (member centre messageV2), with the unread count of a member. */
function PlatformMessagesEntry() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const badge = useAppSelector(selectUnreadBadge);
  return (
    <CountedButton
      count={badge}
      name={t('shell.sideMenu.platformMessages')}
      countedName={(total) => t('shell.sideMenu.platformMessagesUnread', { total })}
      onClick={() => dispatch(shellActions.platformMessagesRequested())}
    >
      {t('shell.sideMenu.platformMessages')}{' '}
    </CountedButton>
  );
}

function Entry({ mark, label }: { mark: string; label: string }) {
  return (
    <>
      <span className="side-menu__mark" aria-hidden="true">
        {mark}
      </span>
      <span className="side-menu__label">{label}</span>
    </>
  );
}

const CategoryEntry = memo(function CategoryEntry({
  category,
  collapsed,
  active,
}: {
  category: SideCategory;
  collapsed: boolean;
  active: boolean;
}) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const imageCdn = useAppSelector(selectImageCdn);
  const [open, setOpen] = useState(false);
  const listId = useId();
  const name = t(`shell.sideMenu.category.${category.code}`);
  const vendorsLabel = t('shell.sideMenu.vendorsOf', { category: name });
  const code = category.code;
  return (
    <li className="side-menu__category">
      <div className="side-menu__row">
        <button
          type="button"
          aria-current={active ? 'page' : undefined}
          onClick={() => dispatch(shellActions.categoryChosen({ category: code }))}
        >
          <Entry mark={MARKS[code]} label={name} />
        </button>
        {!collapsed && (
          <button
            type="button"
            className="side-menu__more"
            aria-expanded={open}
            aria-controls={open ? listId : undefined}
            aria-label={vendorsLabel}
            onClick={() => setOpen((o) => !o)}
          >
            <span aria-hidden="true">{open ? '▴' : '▾'}</span>
          </button>
        )}
      </div>
      {open && !collapsed && (
        <ul id={listId} className="side-menu__vendors" aria-label={vendorsLabel}>
          <li>
            <button
              type="button"
              onClick={() => dispatch(shellActions.vendorAllChosen({ category: code }))}
            >
              {t('shell.sideMenu.all', { category: name })}
            </button>
          </li>
          {category.vendors.map((vendor) => {
            const logo = imageUrl(vendor.lagerIcon, imageCdn);
            return (
              <li key={`${vendor.vassalage}-${vendor.nodeId ?? ''}`}>
                <button
                  type="button"
                  onClick={() => dispatch(shellActions.vendorChosen({ category: code, vendor }))}
                >
                  {logo ? (
                    <img src={logo} alt="" width={24} height={24} loading="lazy" decoding="async" />
                  ) : null}
                  <span>{vendor.displayName}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </li>
  );
});

/** A sub-menu of the bar: a button with aria-expanded and the part it shows (beside the bar when `flyout`). */
function SubMenu({
  mark,
  label,
  flyout = false,
  children,
}: {
  mark: string;
  label: string;
  flyout?: boolean;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <li className="side-menu__sub">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen((o) => !o)}
      >
        <Entry mark={mark} label={label} />
      </button>
      {open && (
        <div
          id={id}
          className={flyout ? 'side-menu__panel side-menu__panel--flyout' : 'side-menu__panel'}
        >
          {children}
        </div>
      )}
    </li>
  );
}

/** What the phone's header leaves to the drawer: the theme switch, and a member's `extras`. */
function DrawerExtras({ extras }: { extras?: ReactNode }) {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  return (
    <ul className="side-menu__drawer-only">
      {loggedIn && extras ? <li>{extras}</li> : null}
      <li>
        <ThemeSwitch className="side-menu__theme" />
      </li>
    </ul>
  );
}

/** Opens on the first stop and gives the focus back to the menu button when the drawer closes. */
function useDrawerFocus(nav: React.RefObject<HTMLElement | null>, open: boolean) {
  const backToButton = (node: HTMLElement | null) => {
    if (node?.contains(document.activeElement)) document.getElementById(MENU_BUTTON_ID)?.focus();
  };
  useLayoutEffect(() => {
    const node = nav.current;
    if (!node) return;
    if (open) node.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    // Closed: in this effect rather than the open one's cleanup. React puts the focus back where
    // it was after a commit's changes, which runs after cleanups and before effects; the drawer,
    // still visible while it slides out, took it back, and lost it once hidden.
    else backToButton(node);
  }, [nav, open]);
  // Gone while open (its route has no side bar).
  useLayoutEffect(() => {
    const node = nav.current;
    return () => backToButton(node);
  }, [nav]);
}

/**
 * Left side bar (spec 1 §2.5, §4 Left bar; spec 2 §2): Home, the game categories that have
 * vendors, promotions, language, the customer-service and app-download sub-menus, social links
 * and the collapse toggle. It starts collapsed on /seamless and /vnlottery. On a phone it is a
 * drawer behind the header's menu button (closed at first): focus kept inside while open; Escape,
 * the backdrop, its close button or a choice close it. `extras` (the chat launcher) show there for
 * a member, whose phone header has no room for them.
 */
export function SideMenu({ extras }: { extras?: ReactNode } = {}) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const drawerOpen = useAppSelector(selectDrawerOpen);
  // The drawer shows the whole bar, even where the route collapses it.
  const collapsed = useAppSelector(selectSideMenuCollapsed) && !drawerOpen;
  const nav = useRef<HTMLElement>(null);
  useDrawerFocus(nav, drawerOpen);
  // The vendors' answer fills the categories in the background (useDeferredAppSelector).
  const vendorsStatus = useDeferredAppSelector(selectVendorsStatus);
  const categories = useDeferredAppSelector(selectSideCategories);
  const resources = useAppSelector(selectResources);
  const contentId = useId();

  useLayoutEffect(() => {
    dispatch(shellActions.sideMenuRouteEntered(pathname));
  }, [dispatch, pathname]);

  useEffect(() => {
    if (vendorsStatus === 'idle') dispatch(shellActions.vendorsRequested());
  }, [dispatch, vendorsStatus]);

  const downloads = appDownloads(resources);
  const socials = socialLinks(resources);
  const hasQr = Boolean(downloads.android || downloads.ios);

  const closeDrawer = () => dispatch(shellActions.drawerClosed());
  // A drawer is a phone's: fixed to the screen's edge (on a wider screen the bar stays in place).
  const isDrawer = () =>
    drawerOpen && nav.current && getComputedStyle(nav.current).position === 'fixed';

  return (
    <>
      {drawerOpen && <div className="drawer-backdrop" onClick={closeDrawer} />}
      <nav
        ref={nav}
        id={SIDE_MENU_ID}
        className={`side-menu${collapsed ? ' side-menu--collapsed' : ''}${drawerOpen ? ' side-menu--open' : ''}`}
        aria-label={t('layout.sideMenu')}
        onKeyDown={(event) => {
          if (!isDrawer()) return;
          if (event.key === 'Escape') closeDrawer();
          else keepTabInside(event.currentTarget, event);
        }}
        onClick={(event) => {
          // A choice (a link or an action, not a sub-menu or a switch) closes the drawer.
          const target = (event.target as Element).closest('a, button');
          if (
            drawerOpen &&
            target &&
            !target.hasAttribute('aria-expanded') &&
            !target.hasAttribute('aria-pressed')
          )
            closeDrawer();
        }}
      >
        <button
          type="button"
          className="side-menu__close"
          aria-label={t('shell.drawer.close')}
          onClick={closeDrawer}
        >
          <span aria-hidden="true">×</span>
        </button>
        <button
          type="button"
          className="side-menu__toggle"
          aria-expanded={!collapsed}
          aria-controls={contentId}
          onClick={() => dispatch(shellActions.sideMenuToggled())}
        >
          <span aria-hidden="true">{collapsed ? '»' : '«'}</span>
          <span className="visually-hidden">
            {collapsed ? t('shell.sideMenu.expand') : t('shell.sideMenu.collapse')}
          </span>
        </button>
        <div id={contentId}>
          <ul>
            <li>
              <NavLink to="/" end onClick={() => dispatch(shellActions.homeChosen())}>
                <Entry mark="⌂" label={t('layout.home')} />
              </NavLink>
            </li>
          </ul>
          {vendorsStatus === 'idle' || vendorsStatus === 'loading' ? (
            // The categories' room while the vendors load: the entries below do not move when
            // they arrive (no layout shift on first paint).
            <ul className="side-menu__placeholder" aria-hidden="true">
              {Object.keys(CATEGORY_PATHS).map((code) => (
                <li key={code} />
              ))}
            </ul>
          ) : (
            categories.length > 0 && (
              <ul aria-label={t('shell.sideMenu.games')}>
                {categories.map((category) => (
                  <CategoryEntry
                    key={category.code}
                    category={category}
                    collapsed={collapsed}
                    active={pathname === CATEGORY_PATHS[category.code]}
                  />
                ))}
              </ul>
            )
          )}
          <ul>
            <li>
              <NavLink to="/promotions">
                <Entry mark="%" label={t('sections.promo')} />
              </NavLink>
            </li>
          </ul>
          {!collapsed && (
            <>
              <LanguageSelect />
              <ul>
                <SubMenu mark="?" label={t('shell.sideMenu.service')}>
                  <ul>
                    <li>
                      <button
                        type="button"
                        onClick={() => dispatch(systemActions.customerServiceRequested())}
                      >
                        {t('layout.customerService')}
                      </button>
                    </li>
                    <li>
                      <PlatformMessagesEntry />
                    </li>
                    <li>
                      <button
                        type="button"
                        onClick={() => dispatch(modalsActions.opened({ name: 'noticeModal' }))}
                      >
                        {t('shell.sideMenu.announcements')}
                      </button>
                    </li>
                    <li>
                      <Link to="/helpmc">{t('layout.helpCentre')}</Link>
                    </li>
                  </ul>
                </SubMenu>
                <SubMenu mark="↓" label={t('sections.download')} flyout>
                  {hasQr ? (
                    <Suspense fallback={<p>{t('shell.sideMenu.loadingQr')}</p>}>
                      <AppQrCodes downloads={downloads} />
                    </Suspense>
                  ) : (
                    <p>{t('shell.sideMenu.noApp')}</p>
                  )}
                  <Link to="/down">{t('shell.sideMenu.downloadPage')}</Link>
                </SubMenu>
              </ul>
              {socials.length > 0 && (
                <ul className="side-menu__social" aria-label={t('shell.sideMenu.social')}>
                  {socials.map(({ type, url }) => (
                    <li key={type}>
                      <a href={url} target="_blank" rel="noopener noreferrer">
                        {t(
                          `shell.sideMenu.${type.toLowerCase() as 'facebook' | 'instagram' | 'telegram'}`,
                        )}
                      </a>
                    </li>
                  ))}
                </ul>
              )}
            </>
          )}
          <DrawerExtras extras={extras} />
        </div>
      </nav>
    </>
  );
}
