// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createMemoryDb } from '../db/state';
import { callOfRequest, directAnswers, endpointHandler, responseOf } from './define';

/** The country list endpoint with a resolver whose answers the test chooses. */
function countriesWith(answers: unknown[]) {
  const handler = endpointHandler('countries', () => answers.shift() as never, createMemoryDb());
  const answer = directAnswers.get(handler)!;
  const call = () => answer(callOfRequest(new Request('http://127.0.0.1/wps/system/country')));
  return { call };
}

const good = [{ countryCode: 'PH', countryDialingCode: '63' }];

describe('endpoint handlers check every answer against the response schema', () => {
  it('refuses an answer outside the contract even after the same call answered well', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { call } = countriesWith([good, good, [{ countryCode: 63 }], good]);
    expect(await call()).toMatchObject({ status: 200, body: { success: true, value: good } });
    expect(await call()).toMatchObject({ status: 200, body: { value: good } });
    const wrong = await call();
    expect(wrong).toMatchObject({
      status: 500,
      body: { success: false, errorCode: 'mock.contract.violation' },
    });
    expect(await call()).toMatchObject({ status: 200, body: { value: good } });
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });

  it('sends MSW the same answer as JSON with its status', async () => {
    const { call } = countriesWith([good]);
    const response = responseOf(await call());
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(await response.json()).toMatchObject({ success: true, value: good });
  });
});
