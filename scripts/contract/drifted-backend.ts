/**
 * A backend that has drifted from the contract, for the self-test of contract:check and
 * contract:proxy: the project's own mock behind a thin express front that breaks a few answers
 * the way real backends drift. Everything else passes through unchanged.
 */
import type { Server } from 'node:http';
import express from 'express';
import { startMockServer } from '../../mocks/server';
import type { EndpointName } from '../../src/api/contract/endpoints';

type Body = { value: Record<string, unknown> & Array<Record<string, unknown>> };

interface Drift {
  path: string;
  method: string;
  /** What contract:check must name: the field path, or the check for whole-answer drifts. */
  expect: { check: string; path?: string; severity?: 'warning' };
  mutate?: (body: Body) => void;
  /** Answers this instead of forwarding. */
  answer?: { status: number; type: string; body: string };
  /** Signs the call in itself when it comes without a token (accepts anonymous calls). */
  acceptWithoutToken?: boolean;
}

/** The drifts, by registry name; every other call keeps the contract. */
export const DRIFTS = {
  // A field's type changed: the balance sum arrives as a string.
  balance: {
    method: 'GET',
    path: '/wps/v2/wallets/balance',
    expect: { check: 'schema', path: 'value.sumBalance' },
    mutate: (b) => {
      b.value.sumBalance = String(b.value.sumBalance);
    },
  },
  // A required field dropped.
  memberInfo: {
    method: 'GET',
    path: '/wps/member/info',
    expect: { check: 'schema', path: 'value.account' },
    mutate: (b) => {
      delete b.value.account;
    },
  },
  // A refinement broken: a count that must not be negative.
  missionSummary: {
    method: 'GET',
    path: '/wps/relay/MCSFE_getMissionSummaryDetails',
    expect: { check: 'schema', path: 'value.missionCount' },
    mutate: (b) => {
      b.value.missionCount = -1;
    },
  },
  // A crash.
  hotGames: {
    method: 'GET',
    path: '/wps/relay/GCSGAME_hotGamesV2',
    expect: { check: 'server-error' },
    answer: { status: 500, type: 'text/html', body: '<h1>Internal Server Error</h1>' },
  },
  // A token call that no longer checks the token.
  chatUnread: {
    method: 'GET',
    path: '/wps/relay/CBS_unreadCount',
    expect: { check: 'token' },
    acceptWithoutToken: true,
  },
  // An undocumented field: a warning, an error with --strict.
  countries: {
    method: 'GET',
    path: '/wps/system/country',
    expect: { check: 'extra-field', path: 'value[].flagEmoji', severity: 'warning' },
    mutate: (b) => {
      for (const country of b.value) country.flagEmoji = '🏳';
    },
  },
} satisfies Partial<Record<EndpointName, Drift>>;

/** Starts the drifted backend on 127.0.0.1 (a free port); close() stops it and its mock. */
export async function startDriftedBackend(): Promise<{ url: string; close: () => Promise<void> }> {
  const mock = await startMockServer({ port: 0, dbFile: null });
  let anonymousToken: string | null = null;
  const signIn = async () => {
    const res = await fetch(`${mock.url}/wps/session/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'player1', password: 'pass1234', type: 'username' }),
    });
    return ((await res.json()) as { value: { token: string } }).value.token;
  };

  const app = express();
  app.use(express.raw({ type: () => true, limit: '5mb' }));
  app.use(async (req, res) => {
    const drift = Object.values(DRIFTS as Record<string, Drift>).find(
      (d) => d.method === req.method && d.path === req.path,
    );
    if (drift?.answer) {
      res.status(drift.answer.status).type(drift.answer.type).send(drift.answer.body);
      return;
    }
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (typeof value === 'string' && !['host', 'content-length'].includes(name))
        headers.set(name, value);
    }
    if (drift?.acceptWithoutToken && !headers.has('authorization')) {
      anonymousToken ??= await signIn();
      headers.set('authorization', anonymousToken);
    }
    const body =
      Buffer.isBuffer(req.body) && req.body.length ? new Uint8Array(req.body) : undefined;
    const upstream = await fetch(`${mock.url}${req.originalUrl}`, {
      method: req.method,
      headers,
      body: req.method === 'GET' || req.method === 'HEAD' ? undefined : body,
    });
    let text = await upstream.text();
    const type = upstream.headers.get('content-type') ?? 'application/json';
    if (upstream.ok && type.includes('json')) {
      const json = JSON.parse(text) as Body;
      if (drift?.mutate && json.value) drift.mutate(json);
      text = JSON.stringify(json);
    }
    res.status(upstream.status).type(type).send(text);
  });

  const server = await new Promise<Server>((resolve, reject) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
    s.on('error', reject);
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      await new Promise<void>((done) => server.close(() => done()));
      await mock.close();
    },
  };
}
