import { useEffect, useMemo, useRef, type CSSProperties, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import { accountActions } from '@/features/account/slice';
import { ACCOUNT_CENTRE_TYPES } from '@/core/session/gates';
import { session } from '@/lib/storage';
import type { MemberCentrePage } from '@/core/member-centre';
import { walletActions } from '../slice';
import '../avatar-menu.css';
import { selectMember } from '@/core/session/selectors';

/** A colour from storage, accepted only when it is a plain CSS colour (never arbitrary CSS). */
const COLOUR = /^(#[0-9a-f]{3,8}|(rgb|hsl)a?\([\d\s.,%/]+\)|[a-z]{3,20})$/i;
const colour = (value: string | null) =>
  value && COLOUR.test(value.trim()) ? value.trim() : undefined;

/** The member label of session storage (spec 1 §3): text and colours; null when there is none. */
export function readMemberLabel(): { text: string; style: CSSProperties } | null {
  const text = session.get('memberLabel');
  if (!text) return null;
  return {
    text,
    style: {
      color: colour(session.get('memberLabelTextColor')),
      background: colour(session.get('memberLabelBgColor')),
    },
  };
}

interface Item {
  key: string;
  text: string;
  /** Accessible name when it says more than the text. */
  name?: string;
  className?: string;
  /** Starts a new group (a line above it). */
  divider?: boolean;
  style?: CSSProperties;
  run: () => void;
}

export interface AvatarMenuListProps {
  id: string;
  label: string;
  /** Which entry takes the focus when the menu opens. */
  focusOn: 'first' | 'last';
  /** Closes the menu; `returnFocus` puts the focus back on the menu button. */
  onClose: (returnFocus: boolean) => void;
}

/**
 * The entries of the avatar drop-down (spec 1 §2.4, spec 2 §2), loaded when first opened: avatar
 * edit, nickname (profile), member label (player rank) or security centre, member centre, account
 * record, betting record, agent centre for agents, sign out. Arrows, Home and End move; Escape
 * closes and returns the focus; Tab closes.
 */
export default function AvatarMenuList({
  id,
  label: menuLabel,
  focusOn,
  onClose,
}: AvatarMenuListProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const member = useAppSelector(selectMember);
  const menu = useRef<HTMLUListElement>(null);

  // The session sagas write the label to session storage when the member loads.
  const label = useMemo(() => (member ? readMemberLabel() : null), [member]);
  const name = member?.nickname || member?.account || '';
  const isAgent =
    member !== null && (ACCOUNT_CENTRE_TYPES as readonly number[]).includes(member.type);

  const page = (p: MemberCentrePage) => () =>
    dispatch(walletActions.memberCentreRequested({ page: p }));
  const items: Item[] = [
    { key: 'avatar', text: t('header.menu.editAvatar'), run: page('avatar') },
    ...(name
      ? [
          {
            key: 'profile',
            text: name,
            name: t('header.menu.profileOf', { name }),
            className: 'menu-nickname',
            run: page('profile'),
          },
        ]
      : []),
    label
      ? {
          key: 'rank',
          text: label.text,
          name: t('header.menu.rankOf', { label: label.text }),
          className: 'member-label',
          style: label.style,
          run: page('playerRank'),
        }
      : { key: 'security', text: t('header.menu.securityCentre'), run: page('securityCenter') },
    {
      key: 'centre',
      text: t('header.menu.memberCentre'),
      divider: true,
      run: page('securityCenter'),
    },
    { key: 'account', text: t('header.menu.accountRecord'), run: page('transactionHistory') },
    { key: 'betting', text: t('header.menu.bettingRecord'), run: page('personalHistoryCopy') },
    ...(isAgent
      ? [
          {
            key: 'agent',
            text: t('header.menu.agentCentre'),
            run: () => dispatch(walletActions.agentCentreRequested()),
          },
        ]
      : []),
    {
      key: 'signOut',
      text: t('header.menu.signOut'),
      divider: true,
      run: () => dispatch(accountActions.logoutRequested()),
    },
  ];

  const menuItems = () => [
    ...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []),
  ];

  useEffect(() => {
    const list = menuItems();
    (focusOn === 'last' ? list[list.length - 1] : list[0])?.focus();
    // Only when the menu opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const list = menuItems();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      list[(to + list.length) % list.length]?.focus();
    };
    switch (event.key) {
      case 'ArrowDown':
        return move(index + 1);
      case 'ArrowUp':
        return move(index - 1);
      case 'Home':
        return move(0);
      case 'End':
        return move(list.length - 1);
      case 'Escape':
        event.preventDefault();
        return onClose(true);
      case 'Tab':
        return onClose(false);
      default:
        return undefined;
    }
  };

  return (
    <ul
      className="avatar-dropdown"
      role="menu"
      id={id}
      aria-label={menuLabel}
      ref={menu}
      onKeyDown={onKeyDown}
    >
      {items.map((item) => (
        <li role="none" key={item.key} className={item.divider ? 'menu-divider' : undefined}>
          <button
            type="button"
            role="menuitem"
            tabIndex={-1}
            className={item.className}
            style={item.style}
            aria-label={item.name}
            onClick={() => {
              onClose(true);
              item.run();
            }}
          >
            {item.text}
          </button>
        </li>
      ))}
    </ul>
  );
}
