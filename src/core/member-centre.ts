import { defineCentre } from './centre';
import { memberCentreAddressOf } from './member-centre-address';

/** The member centre's pages (spec 2 §2 member centre table, plus the other member pages it names). */

/** The left navigation, in the spec's order: label key -> page key. */
export const MEMBER_CENTRE_ENTRIES = [
  { label: 'in_my_account', page: 'securityCenter' },
  // Issue 30 (beyond the spec), shown while the operator runs the module.
  { label: 'in_responsible_gaming', page: 'responsible', flag: 'RESPGAME3' },
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

export type MemberCentreEntry = (typeof MEMBER_CENTRE_ENTRIES)[number];
export type MemberCentreNavPage = MemberCentreEntry['page'];

/** The pages off the navigation: the other member pages named (profile, player rank), the
 * header's avatar-edit shortcut and feedback and complaints (named only in text). */
export type MemberCentreOffListPage = 'profile' | 'playerRank' | 'avatar' | 'feedback';
export type MemberCentrePage = MemberCentreNavPage | MemberCentreOffListPage;

export const memberCentre = defineCentre<MemberCentrePage, MemberCentreEntry>(
  memberCentreAddressOf,
  {
    entries: MEMBER_CENTRE_ENTRIES,
    otherPages: ['profile', 'playerRank', 'avatar', 'feedback'],
    defaultPage: 'securityCenter',
  },
);

export {
  MEMBER_CENTRE_PARAM,
  memberCentreAddress,
  withMemberCentrePage,
} from './member-centre-address';
