import type { ScenarioPatch } from '../../mocks/scenario';

/** Drives the mock backend of one worker through its control API and REST view. */
export class MockControl {
  constructor(readonly baseUrl: string) {}

  private async send(method: string, path: string, body?: unknown) {
    const res = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
    return res.json() as Promise<unknown>;
  }

  reset() {
    return this.send('POST', '/__mock/reset');
  }

  patch(patch: ScenarioPatch) {
    return this.send('PATCH', '/__mock/scenario', patch);
  }

  preset(name: string) {
    return this.send('POST', `/__mock/scenario/preset/${encodeURIComponent(name)}`);
  }

  /** A record of json-server's REST view (/__db). */
  record<T>(path: string) {
    return this.send('GET', `/__db/${path}`) as Promise<T>;
  }

  /** Logs a demo account in through the API and returns its token. */
  async login(username: string, password: string): Promise<string> {
    const res = await fetch(`${this.baseUrl}/wps/session/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Merchant: 'DEMO' },
      body: JSON.stringify({ username, password, type: 'username' }),
    });
    const body = (await res.json()) as {
      success: boolean;
      value?: { token: string };
      message?: string;
    };
    if (!body.success || !body.value)
      throw new Error(`login of ${username} failed: ${body.message}`);
    return body.value.token;
  }
}
