import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../mocks/node';
import { createTestClient, loginToken } from '@/testing/harness';
import { ApiError, NETWORK_ERROR_MESSAGE } from './errors';
import { createHttp } from './http';

describe('api client', () => {
  it('sends the platform headers: Merchant, raw Authorization, Language, Device, gateway version, module id', async () => {
    let seen: Headers | undefined;
    server.use(
      http.get('/wps/member/info', ({ request }) => {
        seen = request.headers;
        return HttpResponse.json({ success: true, value: { id: 1, account: 'a', type: 0 } });
      }),
    );
    const { client, state } = createTestClient();
    state.token = 'tk_raw';
    state.language = 'TY';
    await client.call('memberInfo');
    expect(seen?.get('Merchant')).toBe('DEMO');
    expect(seen?.get('Authorization')).toBe('tk_raw');
    expect(seen?.get('Language')).toBe('TY');
    expect(seen?.get('Device')).toBe('web');
    expect(seen?.get('X-Gateway-Version')).toBe('3');
    expect(seen?.get('ModuleId')).toBe('COMM3');
  });

  it('makes its transport once, as it is made; a transport that failed to load is a network error, and the next call loads it again', async () => {
    const loads: number[] = [];
    let fail = true;
    const { client } = createTestClient({
      http: async (baseURL, timeoutMs) => {
        loads.push(timeoutMs);
        if (fail) throw new TypeError('Failed to fetch dynamically imported module');
        return createHttp(baseURL, timeoutMs);
      },
    });
    // Asked for at once, before any call.
    expect(loads).toEqual([2_000]);
    const failed = await client.call('memberInfo').catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(ApiError);
    expect((failed as ApiError).message).toBe(NETWORK_ERROR_MESSAGE);
    fail = false;
    await expect(client.call('brandConfig')).resolves.toMatchObject({ merchant: 'DEMO' });
    await client.call('brandConfig');
    expect(loads).toHaveLength(2);
  });

  it('sends no Authorization header without a token', async () => {
    let auth: string | null = 'unset';
    server.use(
      http.get('/wps/system/country', ({ request }) => {
        auth = request.headers.get('Authorization');
        return HttpResponse.json({ success: true, value: [] });
      }),
    );
    await createTestClient().client.call('countries');
    expect(auth).toBeNull();
  });

  it('unwraps the envelope into its value', async () => {
    const { client } = createTestClient();
    const countries = await client.call('countries');
    expect(countries).toContainEqual({ countryCode: 'PH', countryDialingCode: '63' });
  });

  it('turns success:false into an ApiError with code, message, status and value', async () => {
    const { client } = createTestClient();
    const error = await client
      .call('login', { username: 'player1', password: 'wrong', type: 'username' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 'login.fail',
      message: 'Incorrect username or password',
      status: 200,
      kind: 'business',
    });
    expect((error as ApiError).value).toEqual({ captcha: false });
  });

  it('takes /lgw answers unwrapped', async () => {
    const { client, state } = createTestClient();
    state.token = await loginToken();
    const menus = await client.call('gameMenus', { prizeMode: 'Lott' } as never);
    expect(menus).toBeTypeOf('object');
    expect(menus).not.toHaveProperty('success');
  });

  it('ends the session on HTTP 401', async () => {
    const { client, state, onUnauthorized } = createTestClient();
    state.token = 'tk_dead';
    const error = await client.call('memberInfo').catch((e: unknown) => e);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(error).toMatchObject({ status: 401, kind: 'unauthorized', code: 'login.not.session' });
  });

  it('reports a dropped connection with the catalogue message', async () => {
    server.use(http.get('/wps/system/country', () => HttpResponse.error()));
    const error = await createTestClient()
      .client.call('countries')
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'network', message: NETWORK_ERROR_MESSAGE });
  });

  it('reports a timeout with the catalogue message', async () => {
    server.use(
      http.get('/wps/system/country', async () => {
        await delay('infinite'); // a server that never answers: only the timeout ends the call
        return HttpResponse.json({ success: true, value: [] });
      }),
    );
    const error = await createTestClient({ timeoutMs: 50 })
      .client.call('countries')
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'network', message: NETWORK_ERROR_MESSAGE });
  });

  it('fails loudly when an answer breaks the contract', async () => {
    server.use(
      http.get('/wps/system/country', () =>
        HttpResponse.json({ success: true, value: [{ countryCode: 7 }] }),
      ),
    );
    const error = await createTestClient()
      .client.call('countries')
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'contract', code: 'contract.violation' });
    expect((error as Error).message).toContain('countries');
  });

  it('passes answers through unparsed when validation is off (production)', async () => {
    server.use(
      http.get('/wps/system/country', () =>
        HttpResponse.json({ success: true, value: [{ countryCode: 7 }] }),
      ),
    );
    await expect(createTestClient({ validate: false }).client.call('countries')).resolves.toEqual([
      { countryCode: 7 },
    ]);
  });

  it('sends form-encoded bodies where the endpoint says so', async () => {
    let contentType: string | null = null;
    let body = '';
    server.use(
      http.post('/wps/member/password/email', async ({ request }) => {
        contentType = request.headers.get('Content-Type');
        body = await request.text();
        return HttpResponse.json({ success: true, value: true });
      }),
    );
    await createTestClient().client.call('forgotPasswordEmail', {
      username: 'player1',
      email: 'p@x.io',
    });
    expect(contentType).toContain('application/x-www-form-urlencoded');
    expect(body).toBe('username=player1&email=p%40x.io');
  });

  it('treats a non-envelope answer of a wrapped endpoint as a bad response', async () => {
    server.use(http.get('/wps/system/country', () => HttpResponse.text('<html>gateway</html>')));
    const error = await createTestClient()
      .client.call('countries')
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'bad.response' });
  });

  it('runs encrypted bodies through the cipher hook', async () => {
    let body: unknown;
    let header: string | null = null;
    server.use(
      http.post('/wps/session/login', async ({ request }) => {
        body = await request.json();
        header = request.headers.get('Encryption');
        return HttpResponse.json({
          success: true,
          value: {
            token: 't',
            id: 1,
            userName: 'u',
            firstTimeLogin: false,
            passwordExpired: false,
          },
        });
      }),
    );
    const { client } = createTestClient({
      cipher: {
        encrypt: async (b) => ({
          body: { value: btoa(JSON.stringify(b)) },
          headers: { Encryption: 'k' },
        }),
      },
    });
    await client.call('login', { username: 'u', password: 'p', type: 'username' });
    expect(header).toBe('k');
    expect(body).toEqual({
      value: btoa(JSON.stringify({ username: 'u', password: 'p', type: 'username' })),
    });
  });
});
