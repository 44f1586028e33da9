import { describe, expect, it } from 'vitest';
import { judge } from './bench-phone';
import { PHONES, TABLET, type Measured, type Visit } from './phone-lib';

const HOME: Visit = { who: 'visitor', path: '/', label: '/', kind: 'route', header: true };

/** A page that passes every check on a 390 x 844 phone, with the given tap targets. */
function measured(taps: Measured['taps']): Measured {
  return {
    pageWidth: 390,
    pastEdge: [],
    dialogOverflow: 0,
    headerPx: 56,
    contentTopPx: 120,
    taps,
    chosenPageTopPx: null,
  };
}

describe('the phone check (scripts/bench-phone.ts)', () => {
  it('fails a control under 44 px on a phone and on the tablet, naming it and its element', () => {
    const star = { name: 'Favourite', where: 'button.game-card__heart', width: 43, height: 44 };
    for (const screen of [PHONES[0]!, TABLET])
      expect(judge(measured([star]), HOME, screen)).toEqual([
        'taps under 44 px: Favourite 43x44 (button.game-card__heart)',
      ]);
  });

  it('passes a page whose controls are all at least 44 px', () => {
    const link = { name: 'Promotions', where: 'a', width: 44, height: 44 };
    expect(judge(measured([link]), HOME, TABLET)).toEqual([]);
  });
});
