import { describe, expect, it } from 'vitest';
import {
  MEMBER_CENTRE_ENTRIES,
  memberCentreAddress,
  memberCentrePageOf,
  withMemberCentrePage,
} from './member-centre';

describe('member centre address', () => {
  it('lists the 14 entries of spec 2 §2 in order, my account first', () => {
    expect(MEMBER_CENTRE_ENTRIES).toHaveLength(14);
    expect(MEMBER_CENTRE_ENTRIES[0]).toEqual({ label: 'in_my_account', page: 'securityCenter' });
    expect(MEMBER_CENTRE_ENTRIES[13]).toEqual({ label: 'manual_rebate', page: 'manualRebate' });
  });

  it('reads the page from the address; an unknown page opens the default one', () => {
    expect(memberCentrePageOf('?member=withdraw')).toBe('withdraw');
    expect(memberCentrePageOf('?page=2&member=nope')).toBe('securityCenter');
    expect(memberCentrePageOf('?page=2')).toBeNull();
  });

  it('opens and closes the panel keeping the route parameters', () => {
    expect(withMemberCentrePage('?page=2', 'depositv2')).toBe('?page=2&member=depositv2');
    expect(withMemberCentrePage('?page=2&member=depositv2', null)).toBe('?page=2');
    expect(withMemberCentrePage('?member=depositv2', null)).toBe('');
  });

  it('puts the panel over a whole address, keeping the route, its parameters and hash', () => {
    expect(memberCentreAddress('/lottery?tab=2#top', 'withdraw')).toBe(
      '/lottery?tab=2&member=withdraw#top',
    );
    expect(memberCentreAddress('/?member=withdraw', 'depositv2')).toBe('/?member=depositv2');
    expect(memberCentreAddress('/games?member=withdraw', null)).toBe('/games');
  });
});
