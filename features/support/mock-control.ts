import type { ScenarioPatch } from '../../mocks/scenario';

/** The announcements the portal asks for on its first page (spec 1 §3). */
export const ANNOUNCEMENTS_QUERY = 'types=B,PL,PU,PR,H&platform=W&execution=B,A,F';

export interface Banner {
  bannerId: string | number;
  groupName: string;
  /** The picture's address, relative to the image CDN unless absolute. */
  url: string;
  title?: string | null;
  sort?: number | null;
}
export interface Notice {
  id: string | number;
  title: string;
  content: string;
  createdAt?: number | null;
}
export interface Announcements {
  banners: Banner[];
  player: Notice[];
  popup: (Notice & { execution: string })[];
  notice: Notice[];
}

/**
 * Drives the mock backend of one worker: its control API, json-server's REST view of its data, and
 * the portal's own API where a scenario needs something done "elsewhere" (another device).
 */
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

  /** A call of the portal's API (`/wps/...`) as the DEMO merchant, with a token when given. */
  async api<T>(path: string, init: { body?: unknown; token?: string } = {}) {
    const headers: Record<string, string> = { Merchant: 'DEMO' };
    if (init.body !== undefined) headers['Content-Type'] = 'application/json';
    if (init.token) headers.Authorization = init.token;
    const res = await fetch(`${this.baseUrl}${path}`, {
      method: init.body === undefined ? 'GET' : 'POST',
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    return (await res.json()) as { success: boolean; value?: T; message?: string };
  }

  reset() {
    return this.send('POST', '/__mock/reset');
  }

  patch(patch: ScenarioPatch) {
    return this.send('PATCH', '/__mock/scenario', patch);
  }

  /** Moves the mock's time forward (`POST /__mock/clock`): deadlines pass, codes expire. */
  advanceClock(by: { minutes?: number; hours?: number; days?: number }) {
    return this.send('POST', '/__mock/clock', { advance: by });
  }

  preset(name: string) {
    return this.send('POST', `/__mock/scenario/preset/${encodeURIComponent(name)}`);
  }

  /** A record of json-server's REST view (/__db). */
  record<T>(path: string) {
    return this.send('GET', `/__db/${path}`) as Promise<T>;
  }

  /** Changes a record of the REST view (`members/1001`, `smsCodes/63-917...`). */
  patchRecord(path: string, changes: Record<string, unknown>) {
    return this.send('PATCH', `/__db/${path}`, changes);
  }

  /** Deletes a record of the REST view. */
  deleteRecord(path: string) {
    return this.send('DELETE', `/__db/${path}`);
  }

  /** The HTTP status of a record of the REST view (404 when there is none). */
  async recordStatus(path: string) {
    return (await fetch(`${this.baseUrl}/__db/${path}`)).status;
  }

  /** A member of the mock data by account name. */
  async member(account: string) {
    const [member] = await this.record<{ id: number }[]>(
      `members?account=${encodeURIComponent(account)}`,
    );
    if (!member) throw new Error(`no member ${account} in the mock data`);
    return member;
  }

  /** Logs a demo account in through the API and returns its token. */
  async login(username: string, password: string): Promise<string> {
    const body = await this.api<{ token: string }>('/wps/session/login', {
      body: { username, password, type: 'username' },
    });
    if (!body.success || !body.value)
      throw new Error(`login of ${username} failed: ${body.message}`);
    return body.value.token;
  }

  /** A login with a wrong password: true when it was refused. */
  async failLogin(username: string, password: string) {
    const body = await this.api('/wps/session/login', {
      body: { username, password, type: 'username' },
    });
    return !body.success;
  }

  /** Starts free play (a new type-4 trial account) and returns its token. */
  async freePlay(): Promise<string> {
    const body = await this.api<{ token: string }>('/wps/session/login/freeplay', {
      body: { os: 'web', platform: 'W' },
    });
    if (!body.success || !body.value) throw new Error(`free play failed: ${body.message}`);
    return body.value.token;
  }

  /** What the mock answers the portal's announcement call (the test's source of truth). */
  async announcements(query = ANNOUNCEMENTS_QUERY): Promise<Announcements> {
    const body = await this.api<Announcements>(`/wps/relay/MCSFE_getListAnnouncements?${query}`);
    return body.value!;
  }

  /** The ids of the announcement popups that answer `query`. */
  async popupIds(query: string): Promise<string[]> {
    const body = await this.api<{ popup?: { id: string | number }[] }>(
      `/wps/relay/MCSFE_getListAnnouncements?${query}`,
    );
    return (body.value?.popup ?? []).map((p) => String(p.id));
  }

  /**
   * The back office settles a deposit (`latest` with an account: that member's newest pending
   * one); answers the order as the member's deposit list shows it.
   */
  settleDeposit(
    orderNo: string,
    outcome: 'CREDITED' | 'FAILED',
    opts: { account?: string; reason?: string } = {},
  ) {
    return this.send('POST', `/__mock/operator/deposits/${encodeURIComponent(orderNo)}`, {
      outcome,
      ...opts,
    }) as Promise<{ orderNo: string; status: string; amount: number }>;
  }

  /**
   * The back office approves, rejects (the amount goes back to the main wallet) or pays a
   * withdrawal (`latest` with an account: that member's newest one the action applies to).
   */
  reviewWithdrawal(
    orderNo: string,
    action: 'approve' | 'reject' | 'pay',
    opts: { account?: string; reason?: string } = {},
  ) {
    return this.send('POST', `/__mock/operator/withdrawals/${encodeURIComponent(orderNo)}`, {
      action,
      ...opts,
    }) as Promise<{ orderNo: string; status: string; amount: number }>;
  }
}
