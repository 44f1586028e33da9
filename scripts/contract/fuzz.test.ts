// @vitest-environment node
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointNames, type EndpointName } from '../../src/api/contract/endpoints';
import { server as nodeMock } from '../../mocks/node';
import { createMockApp } from '../../mocks/server';
import { formatFailure, fuzzMock, judge, runFixedCases, type FuzzCase } from './fuzz';

// Real HTTP here: the in-process MSW interception of the unit tests is paused.
beforeAll(() => nodeMock.close());
afterAll(() => nodeMock.listen({ onUnhandledRequest: 'error' }));

/** The short run of npm test: a fixed seed, so CI is repeatable; FUZZ_SEED/FUZZ_PATH replay. */
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);

describe('fuzzing the mock backend from the contract', () => {
  it('answers valid and invalid requests to every endpoint within the contract', async () => {
    const only = process.env.FUZZ_ENDPOINT as EndpointName | undefined;
    const report = await fuzzMock({
      runsPerEndpoint: 1,
      extraSteps: 2,
      seed: SEED,
      path: process.env.FUZZ_PATH,
      only: only ? [only] : undefined,
    });
    expect(report.failure && formatFailure(report.failure)).toBeUndefined();
    const uncovered = (only ? [only] : endpointNames).filter(
      (n) => !(report.coverage[n]!.valid > 0 && report.coverage[n]!.invalid > 0),
    );
    expect(uncovered).toEqual([]);
    // A bounded run (one per endpoint, a fixed seed): 20-27 s under npm test's load, 30 s too close.
  }, 90_000);

  it('keeps the contract on the requests it once found answered outside it', async () => {
    // launchGame: the betting view without a game code was refused with HTTP 400, which means
    // "the request schema refused this" (the schema accepts it: now a business refusal).
    const found: FuzzCase[] = [
      {
        endpoint: 'launchGame',
        kind: 'valid',
        input: { launchMode: 'LOTT', lottoView: 'betting' },
        auth: 'session',
      },
    ];
    expect(await runFixedCases(found)).toBeNull();
  });

  it('finds a broken answer, shrinks the run to it and replays it from its seed and path', async () => {
    // A backend whose country list answers outside the envelope.
    const broken = () =>
      new Promise<{ url: string; close: () => Promise<void> }>((resolve) => {
        const app = express();
        app.get('/wps/system/country', (_req, res) => void res.json({ ok: true }));
        app.use(createMockApp({ dbFile: null }));
        const srv = app.listen(0, '127.0.0.1', () => {
          const address = srv.address();
          const port = typeof address === 'object' && address ? address.port : 0;
          resolve({
            url: `http://127.0.0.1:${port}`,
            close: () => new Promise((done) => srv.close(() => done())),
          });
        });
      });
    const report = await fuzzMock({
      runsPerEndpoint: 5,
      seed: 7,
      only: ['countries'],
      server: broken,
    });
    const failure = report.failure!;
    expect(failure.endpoint).toBe('countries');
    expect(failure.message).toContain('outside the envelope');
    // Shrunk: the endpoint's valid request that failed, nothing after it.
    expect(failure.cases.length).toBe(2);
    expect(formatFailure(failure)).toContain(`FUZZ_SEED=${failure.seed} FUZZ_PATH=${failure.path}`);

    const replay = await fuzzMock({
      runsPerEndpoint: 1,
      seed: failure.seed,
      path: failure.path,
      only: ['countries'],
      server: broken,
    });
    expect(replay.runs).toBe(1);
    expect(replay.failure?.cases).toEqual(failure.cases);
  }, 90_000);
});

describe('what the fuzzer holds each answer to', () => {
  const feedback = (over: Partial<FuzzCase> = {}): FuzzCase => ({
    endpoint: 'feedback',
    kind: 'valid',
    input: { type: 'SUGGESTION', content: 'More fishing games, please' },
    auth: 'session',
    ...over,
  });
  const answer = (status: number, body: unknown) => ({ status, body, text: JSON.stringify(body) });
  const ok = { success: true, value: { feedbackId: 'F1' }, errorCode: null, message: 'success' };
  const refused = { success: false, value: null, errorCode: 'request_param_err', message: 'x' };

  it('accepts a documented success and a documented refusal', () => {
    expect(judge(feedback(), answer(200, ok), true)).toBeNull();
    const invalid = feedback({ kind: 'wrong-type', input: { type: 'SUGGESTION', content: 5 } });
    expect(judge(invalid, answer(400, refused), true)).toBeNull();
  });

  it('refuses 5xx, answers outside the envelope and untyped failures', () => {
    expect(judge(feedback(), answer(500, refused), true)).toMatch(/HTTP 500/);
    expect(judge(feedback(), answer(200, { ok: true }), true)).toMatch(/outside the envelope/);
    expect(judge(feedback(), answer(200, { success: false }), true)).toMatch(/error envelope/);
    expect(judge(feedback(), { status: 200, body: undefined, text: '<html>' }, true)).toMatch(
      /no JSON/,
    );
  });

  it('refuses a mock that validates differently from the request schema', () => {
    expect(judge(feedback(), answer(400, refused), true)).toMatch(/schema accepts was refused/);
    const invalid = feedback({ kind: 'missing-field', input: {} });
    expect(judge(invalid, answer(200, ok), true)).toMatch(/schema refuses/);
  });

  it('refuses a token call answered without a live session', () => {
    expect(judge(feedback({ auth: 'none' }), answer(200, ok), true)).toMatch(/401/);
    expect(judge(feedback(), answer(200, ok), false)).toMatch(/401/);
  });
});
