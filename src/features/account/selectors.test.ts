import { describe, expect, it } from 'vitest';
import type { RootState } from '@/app/store';
import type { MemberInfo } from '@/api/contract/member';
import {
  selectCanUseAccountCentre,
  selectCanUseMemberCentre,
  selectFreePlayEnabled,
  selectIsAgent,
  selectIsTrial,
  selectPhoneRecoveryEnabled,
} from './selectors';

const state = (token: string | null, type: number | null, flags: Record<string, boolean> = {}) =>
  ({
    session: {
      token,
      member: type === null ? null : ({ id: 1, account: 'a', type } as MemberInfo),
      memberStatus: 'loaded',
    },
    system: { flags },
  }) as unknown as RootState;

describe('roles (spec 1 §6)', () => {
  it.each([
    [0, false, false, true, false],
    [1, true, true, true, false],
    [2, true, true, true, false],
    [4, true, false, false, true],
    [41, true, true, true, false],
    [42, true, true, true, false],
    [3, false, false, true, false],
  ])(
    'type %i: agent %s, account centre %s, member centre %s, trial %s',
    (type, agent, accountCentre, memberCentre, trial) => {
      const s = state('tk', type);
      expect(selectIsAgent(s)).toBe(agent);
      expect(selectCanUseAccountCentre(s)).toBe(accountCentre);
      expect(selectCanUseMemberCentre(s)).toBe(memberCentre);
      expect(selectIsTrial(s)).toBe(trial);
    },
  );

  it('a visitor may use neither centre', () => {
    const s = state(null, null);
    expect(selectCanUseMemberCentre(s)).toBe(false);
    expect(selectCanUseAccountCentre(s)).toBe(false);
    expect(selectIsAgent(s)).toBe(false);
  });

  it('module flags: FREEPLAY3 and CHNGPASSVERIF3', () => {
    expect(selectFreePlayEnabled(state(null, null, { FREEPLAY3: true }))).toBe(true);
    expect(selectFreePlayEnabled(state(null, null, { FREEPLAY3: false }))).toBe(false);
    expect(selectPhoneRecoveryEnabled(state(null, null, { CHNGPASSVERIF3: true }))).toBe(true);
    expect(selectPhoneRecoveryEnabled(state(null, null, {}))).toBe(false);
  });
});
