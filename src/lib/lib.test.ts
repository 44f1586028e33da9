import { describe, expect, it } from 'vitest';
import { decryptCsPath, encryptCsPath } from '@/api/contract/cs-path';
import { flattenWhitelabel, pickRandom } from './flags';
import { fillPlaceholders, formatDateTime, formatMoney } from './format';

describe('white-label flags', () => {
  it('flattens the tree, children included, to booleans', () => {
    const flags = flattenWhitelabel([
      {
        modId: 'REG3',
        enabled: '1',
        childrenNodes: [{ modId: 'MOBILENUMREG3', enabled: '0', childrenNodes: null }],
      },
      { modId: 'CBS3', enabled: '0' },
    ]);
    expect(flags).toEqual({ REG3: true, MOBILENUMREG3: false, CBS3: false });
  });
});

describe('pickRandom', () => {
  it('picks by the random source and handles an empty list', () => {
    expect(pickRandom(['a', 'b', 'c'], () => 0)).toBe('a');
    expect(pickRandom(['a', 'b', 'c'], () => 0.99)).toBe('c');
    expect(pickRandom([], () => 0.5)).toBeNull();
  });
});

describe('formatters', () => {
  it('formats dates as yyyy-MM-dd hh:mm:ss', () => {
    expect(formatDateTime(new Date(2026, 0, 5, 7, 8, 9).getTime())).toBe('2026-01-05 07:08:09');
  });
  it('formats money with 2 decimals and thousands separators', () => {
    expect(formatMoney(1234567.891, '$')).toBe('$1,234,567.89');
    expect(formatMoney(0)).toBe('0.00');
  });
  it('fills numbered placeholders', () => {
    expect(fillPlaceholders('content length between {0} and {1} words', 2, 9)).toBe(
      'content length between 2 and 9 words',
    );
  });
});

describe('customer-service path codec', () => {
  it('round-trips with the 8-character key suffix', () => {
    const path = encryptCsPath('https://cs.example.com/chat?a=1', 'abcd1234');
    expect(path.endsWith('abcd1234')).toBe(true);
    expect(decryptCsPath(path)).toBe('https://cs.example.com/chat?a=1');
  });
  it('rejects what is not an encrypted URL', () => {
    expect(decryptCsPath('short')).toBeNull();
    expect(decryptCsPath('!!!!notbase64abcd1234')).toBeNull();
  });
});
