import { describe, expect, it } from 'vitest';
import type { EndpointName } from '../../src/api/contract/endpoints';
import { findEndpoint, validateExchange, type Exchange } from './validate';

const answer = (name: EndpointName, body: unknown, extra: Partial<Exchange> = {}): Exchange => ({
  name,
  status: 200,
  contentType: 'application/json; charset=utf-8',
  text: typeof body === 'string' ? body : JSON.stringify(body),
  hadToken: true,
  ...extra,
});

describe('validateExchange', () => {
  it('names every accepted type when a union gets none of them', () => {
    // logout answers Ok: true, a string or null.
    const findings = validateExchange(answer('logout', { success: true, value: 5 }));
    expect(findings).toEqual([
      expect.objectContaining({
        check: 'schema',
        path: 'value',
        expected: 'boolean | string | null',
        received: 'number 5',
      }),
    ]);
  });

  it('holds a failure to the error envelope and otherwise reports it as a business error', () => {
    const broken = validateExchange(answer('countries', { success: false, errorCode: 7 }));
    expect(broken.map((f) => [f.check, f.path])).toEqual([
      ['envelope', 'errorCode'],
      ['envelope', 'message'],
    ]);
    const business = validateExchange(
      answer(
        'countries',
        { success: false, errorCode: '#543', message: 'function.not.available' },
        { status: 400 },
      ),
    );
    expect(business).toEqual([
      expect.objectContaining({ check: 'business-error', severity: 'warning' }),
    ]);
  });

  it('checks unwrapped lottery answers as the whole body, and wants JSON', () => {
    expect(validateExchange(answer('popularLottery', { success: true, value: [] }))).toEqual([
      expect.objectContaining({ check: 'schema', path: '(body)', expected: 'array' }),
    ]);
    const html = validateExchange(
      answer('popularLottery', '<html></html>', { contentType: 'text/html' }),
    );
    expect(html.map((f) => f.check)).toEqual(['content-type', 'content-type']);
  });

  it('turns undocumented fields into errors under --strict and flags slow answers', () => {
    const body = { success: true, value: { unReadCount: 2, colour: 'red' } };
    const slow = { latencyMs: 1500 };
    expect(validateExchange(answer('chatUnread', body, slow), { latencyBudgetMs: 1000 })).toEqual([
      expect.objectContaining({ check: 'latency', severity: 'warning', received: '1500 ms' }),
      expect.objectContaining({ check: 'extra-field', severity: 'warning', path: 'value.colour' }),
    ]);
    expect(validateExchange(answer('chatUnread', body), { strict: true })).toEqual([
      expect.objectContaining({ check: 'extra-field', severity: 'error' }),
    ]);
  });

  it('finds registry entries by method and path only', () => {
    expect(findEndpoint('get', '/wps/v2/wallets/balance')).toBe('balance');
    expect(findEndpoint('POST', '/wps/v2/wallets/balance')).toBeNull();
  });
});
