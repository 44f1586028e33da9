import { describe, expect, it } from 'vitest';
import { mockDb } from '../node';
import { endpointNames, endpoints, type EndpointName } from '@/api/contract/endpoints';
import { ErrorCodes } from '@/api/contract/constants';
import { loginToken, createTestClient, freePlayToken } from '@/testing/harness';
import { mockScenario, failNext } from '@/testing/mock-backend';

/** Raw fetches against the node handlers: what an integrator's backend would be held to. */
async function send(path: string, init: RequestInit = {}) {
  const res = await fetch(new URL(path, window.location.origin), init);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const json = (body: unknown, token?: string): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: token } : {}) },
  body: JSON.stringify(body),
});

describe('mock handlers behave like a server', () => {
  it('answers 401 login.not.session to a token endpoint without a valid token', async () => {
    const { status, body } = await send('/wps/member/info', {
      headers: { Authorization: 'tk_nope' },
    });
    expect(status).toBe(401);
    expect(body).toMatchObject({ success: false, errorCode: 'login.not.session' });
  });

  it('answers #543 function.not.available when the module flag is off', async () => {
    mockScenario({ whitelabel: { FREEPLAY3: false } });
    const { body } = await send('/wps/session/login/freeplay', json({ os: 'web', platform: 'W' }));
    expect(body).toMatchObject({
      success: false,
      errorCode: '#543',
      message: 'function.not.available',
    });
  });

  it('refuses a trial account every call its registry entry marks refusesTrial, with its message', async () => {
    const marked = endpointNames.filter((n) => endpoints[n].refusesTrial);
    expect(marked.length).toBeGreaterThan(40);
    const { client, state } = createTestClient();
    state.token = await freePlayToken();
    for (const name of marked) {
      const ep = endpoints[name];
      expect(ep.token, name).toBe(true);
      await expect(
        client.call(name as EndpointName, ep.sample as never),
        name,
      ).rejects.toMatchObject({ code: ErrorCodes.trialAccount, message: ep.refusesTrial!.message });
    }
  });

  it('answers a malformed JSON body with the error envelope, not a crash', async () => {
    const { status, body } = await send('/wps/session/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"user',
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({
      success: false,
      errorCode: 'request_param_err',
      message: 'Malformed request body',
    });
  });

  it('names the offending fields of an invalid request', async () => {
    const { status, body } = await send(
      '/wps/session/login',
      json({ username: 'player1', type: 'fax' }),
    );
    expect(status).toBe(400);
    expect(body.errorCode).toBe('request_param_err');
    expect(String(body.message)).toMatch(/password/);
    expect(String(body.message)).toMatch(/type/);
  });

  it('demands the captcha after 3 failed logins and then rejects a wrong one', async () => {
    for (let i = 0; i < 3; i += 1)
      await send(
        '/wps/session/login',
        json({ username: 'player1', password: 'bad', type: 'username' }),
      );
    const missing = await send(
      '/wps/session/login',
      json({ username: 'player1', password: 'pass1234', type: 'username' }),
    );
    expect(missing.body).toMatchObject({
      success: false,
      errorCode: 'captcha.required',
      value: { captcha: true },
    });
    const wrong = await send(
      '/wps/session/login',
      json({ username: 'player1', password: 'pass1234', type: 'username', captcha: '0000' }),
    );
    expect(wrong.body).toMatchObject({ success: false, errorCode: 'captcha.wrong' });
    const right = await send(
      '/wps/session/login',
      json({ username: 'player1', password: 'pass1234', type: 'username', captcha: '1234' }),
    );
    expect(right.body).toMatchObject({ success: true });
  });

  it('serves an injected error the given number of times, then recovers', async () => {
    failNext('countries', '#727', 'System busy');
    expect((await send('/wps/system/country')).body).toMatchObject({
      success: false,
      errorCode: '#727',
      message: 'System busy',
    });
    expect((await send('/wps/system/country')).body).toMatchObject({ success: true });
  });

  it('logs the trial account of free play in as type 4', async () => {
    const { body } = await send('/wps/session/login/freeplay', json({ os: 'web', platform: 'W' }));
    const token = (body.value as { token: string }).token;
    const info = await send('/wps/member/info', { headers: { Authorization: token } });
    expect(info.body).toMatchObject({ success: true, value: { type: 4 } });
  });

  it('ends the session on logout', async () => {
    const token = await loginToken();
    await send('/wps/session/logout', { method: 'DELETE', headers: { Authorization: token } });
    expect((await send('/wps/member/info', { headers: { Authorization: token } })).status).toBe(
      401,
    );
  });

  it('derives the system status from the scenario (maintenance wins over region)', async () => {
    mockScenario({ maintenance: true, regionRestriction: true });
    const { body } = await send('/wps/system/status?url=localhost');
    expect(body.value).toMatchObject({ maintenance: true, regionRestriction: true });
  });
});

describe('control API', () => {
  it('merges a PATCH into the scenario and validates it', async () => {
    const ok = await send('/__mock/scenario', {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ whitelabel: { CBS3: false }, brand: { loginedToHomePage: true } }),
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({
      whitelabel: { CBS3: false },
      brand: { loginedToHomePage: true },
      maintenance: false,
    });
    const again = await send('/__mock/scenario', {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ whitelabel: { DIRECTREG3: false } }),
    });
    expect(again.body).toMatchObject({ whitelabel: { CBS3: false, DIRECTREG3: false } });
  });

  it('answers a bad PATCH with the error envelope and keeps the scenario', async () => {
    const bad = await send('/__mock/scenario', {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ maintenance: 'yes' }),
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ success: false, errorCode: 'request_param_err' });
    expect(String(bad.body.message)).toContain('maintenance');
    expect(mockDb.state().scenario.maintenance).toBe(false);
    const notJson = await send('/__mock/scenario', { method: 'PATCH', body: '{{' });
    expect(notJson.status).toBe(400);
  });

  it('clears one injected error with null', async () => {
    await send('/__mock/scenario', {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        errors: { login: { errorCode: 'x' }, countries: { errorCode: 'y' } },
      }),
    });
    const cleared = await send('/__mock/scenario', {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ errors: { login: null } }),
    });
    expect(Object.keys(cleared.body.errors as object)).toEqual(['countries']);
    expect(cleared.body.errors).toMatchObject({
      countries: { errorCode: 'y', status: 200, message: 'Injected error', network: false },
    });
  });

  it('applies named presets and refuses unknown ones', async () => {
    const preset = await send('/__mock/scenario/preset/maintenance-until', { method: 'POST' });
    expect(preset.body).toMatchObject({
      maintenance: true,
      maintenanceEndTime: Date.UTC(2030, 0, 1, 6, 30, 0),
    });
    const unknown = await send('/__mock/scenario/preset/nope', { method: 'POST' });
    expect(unknown.status).toBe(400);
    expect(String(unknown.body.message)).toContain('maintenance');
  });

  it('resets data and scenario', async () => {
    mockScenario({ maintenance: true });
    const { client, state } = createTestClient();
    state.token = await loginToken();
    await client.call('walletTransfer', { amount: 100, toAccountTypeId: 201 });
    await send('/__mock/reset', { method: 'POST' });
    expect(mockDb.state().scenario.maintenance).toBe(false);
    expect(mockDb.state().members[0]!.balance).toBe(12_345.67);
  });
});
