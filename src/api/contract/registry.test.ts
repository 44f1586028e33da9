import { describe, expect, it } from 'vitest';
import { endpoints, endpointNames, type EndpointName } from './endpoints';
import { routes } from './routes.gen';
import { renderRoutes, ROUTES_FILE } from '../../../scripts/gen-routes';
import { unresolvedEndpoints } from '../../../mocks/handlers';
import { createTestClient, loginToken } from '@/testing/harness';
import fs from 'node:fs';

describe('endpoint registry', () => {
  it('holds every documented call with a unique method and path', () => {
    expect(endpointNames.length).toBeGreaterThanOrEqual(60);
    const keys = endpointNames.map((n) => `${endpoints[n].method} ${endpoints[n].path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('tags every entry with its spec sections, a module id and a summary', () => {
    for (const name of endpointNames) {
      const ep = endpoints[name];
      expect(ep.spec.length, name).toBeGreaterThan(0);
      expect(ep.module, name).toMatch(/^[A-Z0-9_]+$/);
      expect(ep.summary, name).not.toBe('');
    }
  });

  it('answers unwrapped only for the lottery gateway and the brand file', () => {
    for (const name of endpointNames) {
      const ep = endpoints[name];
      const raw =
        ep.path.startsWith('/lgw/') ||
        ep.path.startsWith('/lotto/lgw/') ||
        ep.path === '/brand.json';
      expect(ep.wrapped, name).toBe(!raw);
    }
  });

  it('has samples that its own request schemas accept', () => {
    for (const name of endpointNames) {
      const result = endpoints[name].request.safeParse(endpoints[name].sample);
      expect(result.success, `${name}: ${result.error?.message}`).toBe(true);
    }
  });

  it('is mirrored exactly by the generated client routes (npm run contract:routes)', () => {
    expect(fs.readFileSync(ROUTES_FILE, 'utf8')).toBe(renderRoutes());
    expect(Object.keys(routes).sort()).toEqual([...endpointNames].sort());
  });

  it('has a mock resolver for every entry', () => {
    expect(unresolvedEndpoints()).toEqual([]);
  });
});

/** Calls whose happy path needs an earlier call (a code sent to the same number or e-mail). */
type Sample = Record<string, string>;
const mobileCode = (s: Sample) => ({
  mobileNum: s.mobileNum,
  countryDialingCode: s.countryDialingCode,
});
const PREREQUISITES: Partial<Record<EndpointName, [EndpointName, (sample: Sample) => object]>> = {
  registerMobile: [
    'registerSmsCode',
    (s) => ({ mobileNo: s.mobileNum, countryDialingCode: s.countryDialingCode }),
  ],
  forgotPasswordPhone: ['forgotPasswordCode', mobileCode],
  bindMobile: ['bindSmsCode', mobileCode],
  bindEmail: ['bindEmailCode', (s) => ({ email: s.email })],
};

/** Calls only an agent can make (offering a contract to agent01's downline garettsaw2, the team). */
const LOGIN_AS: Partial<Record<EndpointName, string>> = {
  offerContract: 'agent01',
  teamOverview: 'agent01',
  downlines: 'agent01',
  downlineRegister: 'agent01',
  registeredDownlines: 'agent01',
  agentInvite: 'agent01',
  downlineTransfer: 'agent01',
  teamBetting: 'agent01',
  teamProfitLoss: 'agent01',
  agentIncome: 'agent01',
  teamTransactions: 'agent01',
  agentAnnouncements: 'agent01',
};

describe('the mock answers every registry entry within its contract', () => {
  it.each(endpointNames.map((n) => [n]))('%s', async (name) => {
    const { client, state } = createTestClient();
    state.token = await loginToken(LOGIN_AS[name]);
    const before = PREREQUISITES[name];
    if (before) {
      const [codeCall, codeRequest] = before;
      await client.call(codeCall, codeRequest(endpoints[name].sample as Sample) as never);
    }
    // The client parses the answer with the entry's response schema and throws on a mismatch.
    await expect(client.call(name, endpoints[name].sample as never)).resolves.toBeDefined();
  });
});
