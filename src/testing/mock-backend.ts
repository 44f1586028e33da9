/**
 * Faults and data changes for unit tests, made the way the feature tests make them: a scenario
 * change applied by the same function as the control API's `PATCH /__mock/scenario`
 * (mocks/README.md documents the keys), or an MSW override of one endpoint's answer. Tests read
 * the mock's data for their assertions but never edit it.
 */
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { endpoints, type EndpointName } from '@/api/contract/endpoints';
import { operatorAction, patchScenario } from '../../mocks/control';
import { mockDb, server } from '../../mocks/node';
import type { ScenarioPatch } from '../../mocks/scenario';

/** Merges a scenario change, exactly as `PATCH /__mock/scenario`; throws when it is invalid. */
export function mockScenario(patch: ScenarioPatch): void {
  const result = patchScenario(mockDb, patch);
  if (!result.ok) throw new Error(`Invalid mock scenario: ${result.message}`);
}

/** The next `times` calls of the endpoint answer this error (scenario `errors`), then it recovers. */
export function failNext(name: EndpointName, errorCode: string, message: string, times = 1) {
  mockScenario({ errors: { [name]: { errorCode, message, times } } });
}

/** Every call of the endpoint answers this error until the mock is reset. */
export function failAlways(name: EndpointName, errorCode: string, message: string) {
  mockScenario({ errors: { [name]: { errorCode, message } } });
}

/** Calls of the endpoint lose their connection (`network: true`): every call, or the next `times`. */
export function dropConnection(name: EndpointName, times?: number) {
  mockScenario({ errors: { [name]: { network: true, ...(times ? { times } : {}) } } });
}

/** The endpoint answers this value (in the envelope when the endpoint is wrapped) until reset. */
export function answerWith(name: EndpointName, value: JsonBodyType) {
  const ep = endpoints[name];
  const method = ep.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
  server.use(
    http[method](`*${ep.path}`, () =>
      HttpResponse.json(
        ep.wrapped ? { success: true, value, errorCode: null, message: 'success' } : value,
      ),
    ),
  );
}

/** Ends a session on the server, as its logout does (the token then answers HTTP 401). */
export async function endSession(token: string) {
  await fetch(new URL('/wps/session/logout', window.location.origin), {
    method: 'DELETE',
    headers: { Authorization: token },
  });
}

/**
 * The back office acts on an order, as `POST /__mock/operator/...` does: settles a deposit
 * (`{ outcome: 'CREDITED' | 'FAILED', reason? }`) or reviews a withdrawal (`{ action: 'approve' |
 * 'reject' | 'pay', reason? }`); `latest` with `account` names that member's newest such order.
 * Throws when the mock refuses; answers the order.
 */
export function operator(kind: 'deposits' | 'withdrawals', orderNo: string, body: object) {
  const result = operatorAction(mockDb, kind, orderNo, body);
  if (!result.ok) throw new Error(`Operator action refused: ${result.message}`);
  return result.order;
}
