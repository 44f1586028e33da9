// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  exchangeViolations,
  logViolations,
  renderReport,
  summarize,
  type Exchange,
  type JourneyResult,
} from './prism-report';

const colour = (text: string) => `\u001b[36m${text}\u001b[39m`;

/** Prism 5's pretty log, as it printed under a refused login and a warned answer. */
const LOG = [
  colour('[12:50:40 AM] › [CLI] ▶  start     Prism is listening on http://127.0.0.1:35267'),
  '[12:50:41 AM] › [HTTP SERVER] post /wps/session/login ℹ  info      Request received',
  '[12:50:41 AM] › [HTTP SERVER] post /wps/session/login ✖  error     Request terminated with error: https://stoplight.io/prism/errors#UNPROCESSABLE_ENTITY: Invalid request',
  '[12:50:42 AM] › [HTTP SERVER] get /wps/relay/MCS2_getPointBalance?x=1 ℹ  info      Request received',
  colour(
    '[12:50:42 AM] ›     [VALIDATOR] ⚠  warning   Violation: response.body.value.extra Response body property extra is not expected to be here',
  ),
  '[12:50:43 AM] › [HTTP SERVER] get /wps/system/status ℹ  info      Request received',
].join('\n');

const refusedLogin: Exchange = {
  method: 'POST',
  path: '/wps/session/login',
  status: 422,
  contentType: 'application/problem+json',
  problemBody: JSON.stringify({
    type: 'https://stoplight.io/prism/errors#UNPROCESSABLE_ENTITY',
    title: 'Invalid request',
    status: 422,
    validation: [
      {
        location: ['body'],
        severity: 'Error',
        code: 'required',
        message: "Request body must have required property 'password'",
      },
    ],
  }),
};

const warnedBalance: Exchange = {
  method: 'GET',
  path: '/wps/relay/MCS2_getPointBalance',
  status: 200,
  contentType: 'application/json',
  violationHeader: JSON.stringify([
    {
      location: ['response', 'body', 'value', 'extra'],
      severity: 'Warning',
      code: 'additionalProperties',
      message: 'Response body property extra is not expected to be here',
    },
  ]),
};

const clean: Exchange = { method: 'GET', path: '/wps/system/status', status: 200 };

const journeys: JourneyResult[] = [{ name: 'login', ok: true, ms: 1200 }];

describe("Prism's findings on the portal's calls", () => {
  it('reads a refused request from the problem body, on its call and endpoint', () => {
    expect(exchangeViolations(refusedLogin)).toEqual([
      {
        call: 'POST /wps/session/login',
        endpoint: 'login',
        side: 'request',
        severity: 'error',
        location: 'body',
        message: "Request body must have required property 'password'",
      },
    ]);
  });

  it('reads a warning from the sl-violations header, located in the answer', () => {
    expect(exchangeViolations(warnedBalance)).toMatchObject([
      { side: 'response', severity: 'warning', location: 'body.value.extra' },
    ]);
  });

  it("reads a refusal that is no validation (the security scheme) by Prism's error type", () => {
    const unauthorized: Exchange = {
      method: 'GET',
      path: '/wps/member/info',
      status: 401,
      problemBody: JSON.stringify({
        type: 'https://stoplight.io/prism/errors#UNAUTHORIZED',
        title: 'Invalid security scheme used',
        detail: 'Your request does not fullfil the security requirements',
      }),
    };
    expect(exchangeViolations(unauthorized)).toMatchObject([
      { call: 'GET /wps/member/info', severity: 'error', location: 'UNAUTHORIZED' },
    ]);
    expect(exchangeViolations(clean)).toEqual([]);
  });

  it("finds the log's violations and refusals on the call that logged them", () => {
    expect(logViolations(LOG)).toMatchObject([
      {
        call: 'POST /wps/session/login',
        severity: 'error',
        message: expect.stringContaining('UNPROCESSABLE_ENTITY'),
      },
      {
        call: 'GET /wps/relay/MCS2_getPointBalance',
        side: 'response',
        severity: 'warning',
        location: 'body.value.extra',
        message: 'Response body property extra is not expected to be here',
      },
    ]);
  });
});

describe('the run report', () => {
  it('passes a run without findings whose journeys all finished', () => {
    const report = summarize([clean, clean], '', journeys);
    expect(report).toMatchObject({ calls: 2, endpoints: 1, violations: [], ok: true });
    expect(renderReport(report)).toMatch(/2 API calls, 1 endpoints[\s\S]*violations: 0\nPASS$/);
  });

  it('fails on any violation, a warning too, and names each with its call', () => {
    const report = summarize([refusedLogin, warnedBalance, clean], LOG, journeys);
    expect(report.ok).toBe(false);
    // The log says what the answers said: nothing is counted twice.
    expect(report.violations).toHaveLength(2);
    expect(report.logOnly).toEqual([]);
    const text = renderReport(report);
    expect(text).toContain(
      "error   request  POST /wps/session/login (login): body Request body must have required property 'password'",
    );
    expect(text).toContain('warning response GET /wps/relay/MCS2_getPointBalance');
    expect(text.endsWith('FAIL')).toBe(true);
  });

  it('fails on a finding only the log has, and on a journey that did not finish', () => {
    expect(summarize([clean], LOG, journeys).logOnly).toHaveLength(2);
    const stopped = summarize([clean], '', [
      { name: 'redeem', ok: false, ms: 9, error: 'timeout' },
    ]);
    expect(stopped.ok).toBe(false);
    expect(renderReport(stopped)).toContain('FAIL redeem (0.0 s): timeout');
    expect(summarize([clean], '', []).ok).toBe(false);
  });
});
