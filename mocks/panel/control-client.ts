/**
 * The scenario panel's only way to the mock: the control API under /__mock (mocks/README.md), on
 * the page's own origin. Every call answers its JSON, or throws the mock's message.
 */
import type { Scenario, ScenarioPatch } from '../scenario';

export interface ClockEvent {
  at: number;
  kind: string;
  account: string | null;
  detail: string;
}
export interface ClockState {
  now: number;
  iso: string;
  offsetMs: number;
  events?: ClockEvent[];
}

/** The panel reopens after the reload it asks for (a change the portal reads at start-up). */
export const REOPEN_KEY = 'mock-panel-open';

export class ControlError extends Error {}

async function send<T>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(path, {
    method,
    headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await res.json().catch(() => null)) as { message?: string } | null;
  if (!res.ok) throw new ControlError(answer?.message ?? `${method} ${path}: HTTP ${res.status}`);
  return answer as T;
}

const account = (name: string) => encodeURIComponent(name.trim());

export const control = {
  scenario: () => send<Scenario>('GET', '/__mock/scenario'),
  defaults: () => send<Scenario>('GET', '/__mock/scenario/default'),
  patch: (patch: ScenarioPatch) => send<Scenario>('PATCH', '/__mock/scenario', patch),
  presets: () => send<string[]>('GET', '/__mock/presets'),
  preset: (name: string) =>
    send<Scenario>('POST', `/__mock/scenario/preset/${encodeURIComponent(name)}`),
  reset: () => send<Scenario>('POST', '/__mock/reset'),
  options: () =>
    send<{ endpoints: string[]; loginCheckMethods: string[]; contractTypes: string[] }>(
      'GET',
      '/__mock/options',
    ),
  flags: () => send<Record<string, boolean>>('GET', '/__mock/flags'),
  clock: () => send<ClockState>('GET', '/__mock/clock'),
  advance: (by: { minutes?: number; hours?: number; days?: number }) =>
    send<ClockState>('POST', '/__mock/clock', { advance: by }),
  order: (kind: 'withdrawals' | 'deposits', orderNo: string, body: Record<string, string>) =>
    send<unknown>('POST', `/__mock/operator/${kind}/${encodeURIComponent(orderNo)}`, body),
  member: (name: string, action: 'message' | 'balance' | 'contract', body: unknown) =>
    send<unknown>('POST', `/__mock/operator/members/${account(name)}/${action}`, body),
};

/**
 * The current scenario as one curl command that sets it on a fresh mock (a bug report's or a
 * Gherkin step's): a reset, then a PATCH of every key that differs from the default.
 */
export function curlOf(
  origin: string,
  scenario: Record<string, unknown>,
  defaults: Record<string, unknown>,
) {
  const changed = Object.fromEntries(
    Object.entries(scenario).filter(
      ([key, value]) => JSON.stringify(value) !== JSON.stringify(defaults[key]),
    ),
  );
  const body = JSON.stringify(changed).replace(/'/g, `'\\''`);
  return (
    `curl -X POST ${origin}/__mock/reset && \\\n` +
    `curl -X PATCH ${origin}/__mock/scenario -H 'Content-Type: application/json' -d '${body}'`
  );
}
