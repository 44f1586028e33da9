import {
  MEMBER_CENTRE_PARAM,
  memberCentreAddress,
  withMemberCentrePage,
} from './member-centre-address';

/**
 * The member centre's pages (spec 2 §2 member centre table, plus the other member pages it names)
 * and its address: the panel opens over the current route as `?member=<page>`, so every page has a
 * deep link, the back button walks the pages the member opened, and a reload keeps the page.
 */

/** The left navigation, in the spec's order: label key -> page key. */
export const MEMBER_CENTRE_ENTRIES = [
  { label: 'in_my_account', page: 'securityCenter' },
  { label: 'in_my_wallet', page: 'transferFund' },
  { label: 'in_increase_deposit', page: 'depositv2' },
  { label: 'in_increase_withdrawal', page: 'withdraw' },
  { label: 'in_transfer_upline', page: 'transferUpline' },
  { label: 'in_betting_record', page: 'personalHistoryCopy' },
  { label: 'in_account_record', page: 'transactionHistory' },
  { label: 'in_personal_loss', page: 'personalProfit' },
  { label: 'in_bonus_details', page: 'bonusDetails' },
  { label: 'in_reward_center', page: 'rewardCenter' },
  { label: 'invite_friends', page: 'referral' },
  { label: 'mission_activity', page: 'missionLeaderboard' },
  { label: 'in_platform_information', page: 'messageV2' },
  { label: 'manual_rebate', page: 'manualRebate' },
] as const;

export type MemberCentreNavPage = (typeof MEMBER_CENTRE_ENTRIES)[number]['page'];

/** Every page the panel shows: the navigation's, the other member pages named (profile, player
 * rank), the header's avatar-edit shortcut and feedback and complaints (named only in text). */
export type MemberCentrePage =
  MemberCentreNavPage | 'profile' | 'playerRank' | 'avatar' | 'feedback';

export const MEMBER_CENTRE_PAGES: readonly MemberCentrePage[] = [
  ...MEMBER_CENTRE_ENTRIES.map((e) => e.page),
  'profile',
  'playerRank',
  'avatar',
  'feedback',
];

export const DEFAULT_MEMBER_CENTRE_PAGE: MemberCentrePage = 'securityCenter';

export const isMemberCentrePage = (value: string | null): value is MemberCentrePage =>
  value !== null && (MEMBER_CENTRE_PAGES as readonly string[]).includes(value);

/** The page a search string asks for (an unknown page: the default page), or null: panel closed. */
export function memberCentrePageOf(search: string): MemberCentrePage | null {
  const value = new URLSearchParams(search).get(MEMBER_CENTRE_PARAM);
  if (value === null) return null;
  return isMemberCentrePage(value) ? value : DEFAULT_MEMBER_CENTRE_PAGE;
}

export { MEMBER_CENTRE_PARAM, memberCentreAddress, withMemberCentrePage };
