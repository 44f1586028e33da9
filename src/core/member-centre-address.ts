import { centreAddress } from './centre-address';
import type { MemberCentrePage } from './member-centre';

/** The member centre's address (`?member=<page>`), without its page list. */
export const memberCentreAddressOf = centreAddress<MemberCentrePage>('member');

export const {
  param: MEMBER_CENTRE_PARAM,
  withPage: withMemberCentrePage,
  address: memberCentreAddress,
} = memberCentreAddressOf;
