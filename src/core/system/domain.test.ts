import { describe, expect, it } from 'vitest';
import { createTestStore, waitForState } from '@/testing/harness';
import { failAlways, mockScenario } from '@/testing/mock-backend';
import { callsMade } from '@/testing/requests';
import { domainsOf, hostnameOf, namesHost } from './domain';
import { systemActions } from './slice';

const startOn = async (host: string) => {
  const harness = createTestStore(undefined, { host: () => host });
  harness.store.dispatch(systemActions.startupRequested());
  await waitForState(harness.store, (s) => s.system.phase !== 'booting');
  return harness.store.getState().system;
};

describe('domain names', () => {
  it('compare hostnames: no scheme, port, path or case', () => {
    expect(hostnameOf('https://Lucky.Example:8443/home?x=1')).toBe('lucky.example');
    expect(hostnameOf('127.0.0.1:4173')).toBe('127.0.0.1');
    expect(hostnameOf('[::1]:5173')).toBe('[::1]');
    expect(domainsOf(['a.example, b.example', null, ''])).toEqual(['a.example', 'b.example']);
    expect(namesHost(['a.example'], 'A.example:5173')).toBe(true);
    expect(namesHost(['a.example'], 'www.a.example')).toBe(false);
  });
});

describe('the domain check at start (spec 2 §8)', () => {
  it('a host the status answer names opens the portal without asking the domain list', async () => {
    const calls = callsMade();
    const system = await startOn('127.0.0.1:4173');
    expect(system.status).toBe(0);
    expect(calls).not.toContain('domainRoute');
    expect(sessionStorage.getItem('routers')).toBeNull();
  });

  it('a host only the domain list names is allowed, and the list is kept for the session', async () => {
    mockScenario({ domains: ['lucky.example', 'www.lucky.example', 'mirror.example'] });
    const calls = callsMade();
    expect((await startOn('mirror.example')).status).toBe(0);
    expect(JSON.parse(sessionStorage.getItem('routers') ?? 'null')).toEqual([
      'lucky.example',
      'www.lucky.example',
      'mirror.example',
    ]);
    expect((await startOn('mirror.example')).status).toBe(0);
    expect(calls.filter((c) => c === 'domainRoute')).toHaveLength(1);
  });

  it('a host no domain names is refused (status 3)', async () => {
    mockScenario({ domains: ['lucky.example'] });
    expect((await startOn('clone.example')).status).toBe(3);
  });

  it('a failed domain list lets the player in and keeps nothing, so the next start asks again', async () => {
    mockScenario({ domains: ['lucky.example'] });
    failAlways('domainRoute', '#727', 'System busy');
    const calls = callsMade();
    expect((await startOn('clone.example')).status).toBe(0);
    expect(sessionStorage.getItem('routers')).toBeNull();
    await startOn('clone.example');
    expect(calls.filter((c) => c === 'domainRoute')).toHaveLength(2);
  });

  it('maintenance wins: the domain list is not asked under maintenance', async () => {
    mockScenario({ domains: ['lucky.example'], maintenance: true });
    const calls = callsMade();
    expect((await startOn('clone.example')).status).toBe(1);
    expect(calls).not.toContain('domainRoute');
  });
});
