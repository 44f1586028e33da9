import { describe, expect, it } from 'vitest';
import type { Promotion } from '@/api/contract/notices';
import { PROMOTION_STATES } from '@/api/contract/promotions';
import { signUpTermsOf } from '@/lib/promotion-terms';
import {
  actionOf,
  applicationProblems,
  categoriesOf,
  chosenCategory,
  paysOut,
  promotionOfId,
  promotionsOf,
} from './promotion-rules';

const promotion = (id: string | number, category: string, extra: Partial<Promotion> = {}) =>
  ({ id, title: String(id), category, content: '', imageUrl: '', ...extra }) as Promotion;
const LIST = [promotion('A', 'vip'), promotion(7, 'daily'), promotion('C', 'vip')];

describe('promotion rules', () => {
  it('offers all, new players, the categories present and the one asked for, once each', () => {
    expect(categoriesOf(LIST)).toEqual(['all', 'new_player', 'vip', 'daily']);
    expect(categoriesOf(LIST, 'tournament')).toEqual([
      'all',
      'new_player',
      'vip',
      'daily',
      'tournament',
    ]);
    expect(categoriesOf(LIST, 'vip')).toHaveLength(4);
    expect(chosenCategory(null)).toBe('all');
    expect(chosenCategory(' ')).toBe('all');
    expect(promotionsOf(LIST, 'vip').map((p) => p.id)).toEqual(['A', 'C']);
    expect(promotionsOf(LIST, 'all')).toHaveLength(3);
    expect(promotionsOf(LIST, 'new_player')).toEqual([]);
  });

  it('finds a promotion by the id of the address, numbers too', () => {
    expect(promotionOfId(LIST, '7')?.category).toBe('daily');
    expect(promotionOfId(LIST, 'Z')).toBeUndefined();
    expect(promotionOfId(LIST, null)).toBeUndefined();
  });

  it('offers join, apply (an application asked) or claim, and nothing in the other states', () => {
    const plain = promotion('A', 'vip');
    const asks = promotion('B', 'daily', { applicationRequired: true });
    expect(actionOf(plain, { status: 'join', amount: null })).toBe('join');
    expect(actionOf(asks, { status: 'join', amount: null })).toBe('apply');
    expect(actionOf(plain, { status: 'claim', amount: 5 })).toBe('claim');
    for (const status of PROMOTION_STATES.filter((st) => st !== 'join' && st !== 'claim'))
      expect(actionOf(plain, { status, amount: null })).toBeNull();
    expect(actionOf(plain, undefined)).toBeNull();
    expect([paysOut('claim'), paysOut('join'), paysOut('apply')]).toEqual([true, false, false]);
  });

  it('an application needs a comment of at most the limit and the age confirmed', () => {
    expect(applicationProblems({ comment: '  ', ageConfirmed: false }, 140)).toEqual([
      'commentRequired',
      'ageRequired',
    ]);
    expect(applicationProblems({ comment: 'x'.repeat(141), ageConfirmed: true }, 140)).toEqual([
      'commentTooLong',
    ]);
    expect(applicationProblems({ comment: 'x'.repeat(140), ageConfirmed: true }, 140)).toEqual([]);
  });

  it('a promotion asks for age 18 unless it names its own', () => {
    expect(signUpTermsOf(promotion('A', 'vip'))).toEqual({
      applicationRequired: false,
      minimumAge: 18,
      rules: [],
    });
    expect(
      signUpTermsOf(promotion('B', 'vip', { applicationRequired: true, minimumAge: 21 })),
    ).toMatchObject({ applicationRequired: true, minimumAge: 21 });
  });
});
