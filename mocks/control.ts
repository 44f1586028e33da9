import { http, HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';
import type { z } from 'zod';
import { ErrorCodes } from '../src/api/contract/constants';
import { CONTRACT_TYPES } from '../src/api/contract/agent';
import { LOGIN_CHECK_METHODS } from '../src/api/contract/auth';
import { routes } from '../src/api/contract/routes.gen';
import type { MockDb } from './db/state';
import { DEFAULT_SCENARIO, mergeScenario, ScenarioPatch, type Scenario } from './scenario';
import { presets, presetNames } from './scenarios';
import { envelopeError, MockFailure } from './handlers/define';
import { OperatorDepositAction, operatorOnDeposit } from './handlers/wallet-deposit';
import { OperatorWithdrawalAction, operatorOnWithdrawal } from './handlers/wallet-withdraw';
import { DEFAULT_FLAGS, IMAGE_CDNS, LAUNCH_GAME_CDNS } from '../fixtures/system';
import { readableColours } from '../src/lib/contrast';
import { cdnAnswer, PALETTE_PARAM } from './art/cdn';
import { advanceClock, ClockAdvance, clockView } from './clock';
import { memberAction, MemberActions, type MemberAction } from './back-office';

const issuesOf = (error: z.ZodError) =>
  error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');

const notFound = () =>
  HttpResponse.json(envelopeError(ErrorCodes.notFound, 'Unknown endpoint'), { status: 404 });

const badRequest = (message: string) =>
  HttpResponse.json(envelopeError(ErrorCodes.badRequest, message), { status: 400 });

/**
 * Applies a scenario change as `PATCH /__mock/scenario` does: validated, merged (objects one level
 * deep, `null` clears an entry of `errors` or `delays`) and committed. Unit tests inject their
 * faults through it (src/testing/mock-backend.ts), features through the control API.
 */
export function patchScenario(
  db: MockDb,
  body: unknown,
): { ok: true; scenario: Scenario } | { ok: false; message: string } {
  const patch = ScenarioPatch.safeParse(body);
  if (!patch.success) {
    return { ok: false, message: issuesOf(patch.error) };
  }
  const state = db.state();
  state.scenario = mergeScenario(state.scenario, patch.data);
  db.commit();
  return { ok: true, scenario: state.scenario };
}

/** Applies a preset by name over the default scenario; false when the name is unknown. */
export function applyPreset(db: MockDb, name: string): boolean {
  if (!(name in presets)) return false;
  const state = db.state();
  state.scenario = mergeScenario(
    mergeScenario(state.scenario, ScenarioPatch.parse({})),
    ScenarioPatch.parse(presets[name as keyof typeof presets]),
  );
  return true;
}

/**
 * The operator's back office (issue 14): settles a deposit (`kind` deposit: `{ outcome, reason? }`)
 * or reviews a withdrawal (`{ action: approve | reject | pay, reason? }`), as
 * `POST /__mock/operator/<deposits|withdrawals>/<orderNo>` does; `latest` with an `account` names
 * that member's newest order the action applies to. Unit tests act through it too.
 */
export function operatorAction(
  db: MockDb,
  kind: 'deposits' | 'withdrawals',
  orderNo: string,
  body: unknown,
):
  | { ok: true; order: JsonBodyType }
  | { ok: false; status: number; errorCode: string; message: string } {
  const state = db.state();
  const parsed = (kind === 'deposits' ? OperatorDepositAction : OperatorWithdrawalAction).safeParse(
    body,
  );
  if (!parsed.success) {
    return {
      ok: false,
      status: 400,
      errorCode: ErrorCodes.badRequest,
      message: issuesOf(parsed.error),
    };
  }
  const result =
    kind === 'deposits'
      ? operatorOnDeposit(state, orderNo, parsed.data as OperatorDepositAction)
      : operatorOnWithdrawal(
          state,
          state.scenario,
          orderNo,
          parsed.data as OperatorWithdrawalAction,
        );
  if (result instanceof MockFailure) {
    const status = result.status === 200 ? 400 : result.status;
    return { ok: false, status, errorCode: result.errorCode, message: result.message };
  }
  db.commit();
  return { ok: true, order: result as JsonBodyType };
}

/** The control API under /__mock (documented in mocks/README.md). */
export function controlHandlers(db: MockDb, resetDb: () => void): HttpHandler[] {
  return [
    http.get('/__mock/scenario', () => HttpResponse.json(db.state().scenario)),

    http.patch('/__mock/scenario', async ({ request }) => {
      let body: unknown;
      try {
        body = await request.json();
      } catch {
        return badRequest('Body must be a JSON object');
      }
      const result = patchScenario(db, body);
      return result.ok ? HttpResponse.json(result.scenario) : badRequest(result.message);
    }),

    http.get('/__mock/scenario/default', () => HttpResponse.json(DEFAULT_SCENARIO)),

    http.get('/__mock/presets', () => HttpResponse.json(presetNames)),

    // What the scenario panel offers to choose from (mocks/panel): the contract's own lists.
    http.get('/__mock/options', () =>
      HttpResponse.json({
        endpoints: Object.keys(routes).sort(),
        loginCheckMethods: LOGIN_CHECK_METHODS,
        contractTypes: CONTRACT_TYPES,
      }),
    ),

    // The module flags in force: the fixture defaults with the scenario's `whitelabel` over them.
    http.get('/__mock/flags', () =>
      HttpResponse.json({ ...DEFAULT_FLAGS, ...db.state().scenario.whitelabel }),
    ),

    http.post('/__mock/scenario/preset/:name', ({ params }) => {
      const name = String(params.name);
      resetDb();
      if (!applyPreset(db, name))
        return badRequest(`Unknown preset '${name}'; known: ${presetNames.join(', ')}`);
      db.commit();
      return HttpResponse.json(db.state().scenario);
    }),

    http.post('/__mock/reset', () => {
      resetDb();
      return HttpResponse.json(db.state().scenario);
    }),

    http.get('/__mock/clock', () => HttpResponse.json(clockView())),

    http.post('/__mock/clock', async ({ request }) => {
      const parsed = ClockAdvance.safeParse(await request.json().catch(() => null));
      if (!parsed.success) return badRequest(issuesOf(parsed.error));
      return HttpResponse.json(advanceClock(db, parsed.data.advance));
    }),

    http.post('/__mock/operator/members/:account/:action', async ({ request, params }) => {
      const action = String(params.action);
      if (!(action in MemberActions)) return notFound();
      const parsed = MemberActions[action as MemberAction].safeParse(
        await request.json().catch(() => null),
      );
      if (!parsed.success) return badRequest(issuesOf(parsed.error));
      const result = memberAction(
        db.state(),
        String(params.account),
        action as MemberAction,
        parsed.data,
      );
      if (!result.ok) {
        const { errorCode, message, status } = result.failure;
        return HttpResponse.json(envelopeError(errorCode, message), { status });
      }
      db.commit();
      return HttpResponse.json(result.value as JsonBodyType);
    }),

    http.post('/__mock/operator/:kind/:orderNo', async ({ request, params }) => {
      const kind = String(params.kind);
      if (kind !== 'deposits' && kind !== 'withdrawals') return notFound();
      let body: unknown;
      try {
        body = await request.json();
      } catch {
        return badRequest('Body must be a JSON object');
      }
      const result = operatorAction(db, kind, String(params.orderNo), body);
      return result.ok
        ? HttpResponse.json(result.order)
        : HttpResponse.json(envelopeError(result.errorCode, result.message), {
            status: result.status,
          });
    }),

    http.get('/__mock/pages/chat', ({ request }) => {
      const url = new URL(request.url);
      const service = url.searchParams.get('service');
      const title = escapeHtml(
        url.searchParams.get('title') ?? (service ? `Customer service (${service})` : 'Chat'),
      );
      // The room's header in the colour the portal asked for (`headerColor`, spec 2 §7).
      const header = readableColours('#ffffff', url.searchParams.get('headerColor'));
      const headerStyle = header.background
        ? `background:${header.background};color:${header.color};padding:0.5rem 1rem;margin:-1rem -1rem 1rem`
        : '';
      return new HttpResponse(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head>` +
          `<body style="font-family:sans-serif;margin:1rem"><h1 style="${headerStyle}">${title}</h1><p>Mock chat room. Agents reply within a minute.</p></body></html>`,
        { headers: { 'Content-Type': 'text/html; charset=utf-8' } },
      );
    }),

    // Offline game host: launch addresses under a launch CDN base answer a small game page.
    ...LAUNCH_GAME_CDNS.map((base) =>
      http.get(`${base}/*`, ({ request }) => {
        const url = new URL(request.url);
        const rows = [...url.searchParams.entries()]
          .map(([k, v]) => `<li>${escapeHtml(k)}: ${escapeHtml(v)}</li>`)
          .join('');
        return new HttpResponse(
          `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Mock game</title></head>` +
            `<body style="font-family:sans-serif;margin:1rem"><h1>Mock game</h1><ul>${rows}</ul></body></html>`,
          { headers: { 'Content-Type': 'text/html; charset=utf-8' } },
        );
      }),
    ),

    // Offline image CDN (mocks/art/cdn.ts): the fixtures' art under immutable addresses, else a
    // placeholder (a PNG for raster names, a labelled logo otherwise).
    ...IMAGE_CDNS.map((base) =>
      http.get(`${base}/*`, ({ request }) => {
        const { pathname, searchParams } = new URL(request.url);
        const path = decodeURIComponent(pathname.slice(base.length + 1));
        const answer = cdnAnswer(path, searchParams.get(PALETTE_PARAM));
        const headers: Record<string, string> = {
          'Content-Type': answer.contentType,
          'Cache-Control': answer.cacheControl,
        };
        if (answer.etag) headers.ETag = answer.etag;
        return new HttpResponse(answer.body, { headers });
      }),
    ),
  ];
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
