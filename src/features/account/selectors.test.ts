import { describe, expect, it } from 'vitest';
import type { RootState } from '@/app/store';
import type { MemberInfo } from '@/api/contract/member';
import { selectPhoneRecoveryEnabled } from './selectors';

const state = (token: string | null, type: number | null, flags: Record<string, boolean> = {}) =>
  ({
    session: {
      token,
      member: type === null ? null : ({ id: 1, account: 'a', type } as MemberInfo),
      memberStatus: 'loaded',
    },
    system: { flags },
  }) as unknown as RootState;

describe('account selectors', () => {
  it('module flag CHNGPASSVERIF3', () => {
    expect(selectPhoneRecoveryEnabled(state(null, null, { CHNGPASSVERIF3: true }))).toBe(true);
    expect(selectPhoneRecoveryEnabled(state(null, null, {}))).toBe(false);
  });
});
