/**
 * A backend that has drifted from the contract, for the self-test of contract:check and
 * contract:proxy: the project's own mock behind a thin express front that breaks a few answers
 * the way real backends drift. Everything else passes through unchanged.
 */
import type { Server } from 'node:http';
import express from 'express';
import { startMockServer } from '../../mocks/server';
import { relay } from '../../src/api/contract/define';
import type { EndpointName } from '../../src/api/contract/endpoints';

export type Body = { value: Record<string, unknown> & Array<Record<string, unknown>> };

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

/** A request as the front sees it (the body raw). */
export interface FrontRequest {
  method: string;
  path: string;
  originalUrl: string;
  headers: Headers;
  body: Uint8Array<ArrayBuffer> | undefined;
}

/** What a front answers itself. */
export interface FrontAnswer {
  status: number;
  type: string;
  body: string;
}

/** How a front changes the traffic; whatever it leaves alone passes through to the mock. */
export interface Front {
  /** Answers the request itself (nothing reaches the mock), or undefined to forward it. */
  answer?: (req: FrontRequest, mockUrl: string) => Promise<FrontAnswer | undefined>;
  /** Changes a forwarded request's headers. */
  headers?: (req: FrontRequest, mockUrl: string) => Promise<void>;
  /** Changes a forwarded JSON answer in place. */
  mutate?: (req: FrontRequest, body: Body) => void;
}

/**
 * The project's mock on 127.0.0.1 (a free port) behind a thin express front that changes some of
 * its traffic; close() stops both.
 */
export async function startMockFront(
  front: Front,
): Promise<{ url: string; close: () => Promise<void> }> {
  const mock = await startMockServer({ port: 0, dbFile: null });
  const app = express();
  app.use(express.raw({ type: () => true, limit: '5mb' }));
  app.use(async (req, res) => {
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (typeof value === 'string' && !['host', 'content-length'].includes(name))
        headers.set(name, value);
    }
    const request: FrontRequest = {
      method: req.method,
      path: req.path,
      originalUrl: req.originalUrl,
      headers,
      body: Buffer.isBuffer(req.body) && req.body.length ? new Uint8Array(req.body) : undefined,
    };
    const own = await front.answer?.(request, mock.url);
    if (own) {
      res.status(own.status).type(own.type).send(own.body);
      return;
    }
    await front.headers?.(request, mock.url);
    const upstream = await fetch(`${mock.url}${req.originalUrl}`, {
      method: req.method,
      headers,
      body: req.method === 'GET' || req.method === 'HEAD' ? undefined : request.body,
    });
    let text = await upstream.text();
    const type = upstream.headers.get('content-type') ?? 'application/json';
    if (upstream.ok && type.includes('json') && front.mutate) {
      const json = JSON.parse(text) as Body;
      front.mutate(request, json);
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

/** Starts the drifted backend on 127.0.0.1 (a free port); close() stops it and its mock. */
export async function startDriftedBackend(): Promise<{ url: string; close: () => Promise<void> }> {
  let anonymousToken: string | null = null;
  const driftOf = (req: FrontRequest) =>
    Object.values(DRIFTS as Record<string, Drift>).find(
      (d) => d.method === req.method && d.path === req.path,
    );
  return startMockFront({
    answer: async (req) => driftOf(req)?.answer,
    headers: async (req, mockUrl) => {
      if (driftOf(req)?.acceptWithoutToken && !req.headers.has('authorization')) {
        anonymousToken ??= await signIn(mockUrl);
        req.headers.set('authorization', anonymousToken);
      }
    },
    mutate: (req, body) => {
      const drift = driftOf(req);
      if (drift?.mutate && body.value) drift.mutate(body);
    },
  });
}

async function signIn(mockUrl: string): Promise<string> {
  const res = await fetch(`${mockUrl}/wps/session/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'player1', password: 'pass1234', type: 'username' }),
  });
  return ((await res.json()) as { value: { token: string } }).value.token;
}

/**
 * A backend that lies about wallet transfers: the mock behind a front that answers every
 * transfer between the member's own wallets with success and the current balances, moving nothing.
 */
export function startLyingBackend() {
  return startMockFront({
    answer: async (req, mockUrl) => {
      if (req.method !== 'POST' || req.path !== relay('GCS_walletTransfer')) return undefined;
      const body = JSON.parse(new TextDecoder().decode(req.body)) as { targetAccount?: string };
      if (body.targetAccount) return undefined;
      const balance = await fetch(`${mockUrl}/wps/v2/wallets/balance?typeId=0`, {
        headers: req.headers,
      }).then((r) => r.json() as Promise<{ value: Record<string, unknown> }>);
      const value = { ...balance.value, orderNo: 'TR-LIE-1' };
      return {
        status: 200,
        type: 'application/json',
        body: JSON.stringify({ success: true, value, errorCode: null, message: null }),
      };
    },
  });
}
