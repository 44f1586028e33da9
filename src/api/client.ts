import type { AxiosInstance, AxiosResponse } from 'axios';
import type { z } from 'zod';
import { ErrorCodes } from './contract/start-constants';
import type { EndpointRoute } from './contract/define';
import type { EndpointName, Endpoints } from './contract/endpoints';
import { routes } from './contract/routes.gen';
import { ApiError, NETWORK_ERROR_CODE, NETWORK_ERROR_MESSAGE } from './errors';

export type RequestOf<K extends EndpointName> = z.input<Endpoints[K]['request']>;
export type ResponseOf<K extends EndpointName> = z.output<Endpoints[K]['response']>;

/** Turns a JSON body into what an encrypted endpoint sends (pluggable: see api-facts). */
export interface PayloadCipher {
  encrypt(
    body: unknown,
    endpoint: EndpointRoute,
  ): Promise<{ body: unknown; headers?: Record<string, string> }>;
}

/** Sends encrypted endpoints' bodies as plain JSON (what the mock backend accepts). */
export const plainCipher: PayloadCipher = { encrypt: async (body) => ({ body }) };

export interface ApiClientConfig {
  baseURL: string;
  /**
   * Makes the HTTP transport (createHttp of src/api/http.ts, or a loader of it), once, when the
   * client is made: the browser's start-up loads axios beside its first script, not in it, and
   * the first live call waits for it (the start's own calls are the page's). A failed load is a
   * network error; the next call loads again.
   */
  http: (baseURL: string, timeoutMs: number) => AxiosInstance | Promise<AxiosInstance>;
  merchant: () => string;
  token: () => string | null;
  language: () => string;
  /** A dead session answered HTTP 401: the app drops the token. */
  onUnauthorized: () => void;
  cipher: PayloadCipher;
  /**
   * Parse every answer with its schema; a mismatch throws (development and tests). The schemas
   * are loaded on demand, so production bundles carry no zod.
   */
  validate: boolean;
  timeoutMs: number;
  /**
   * An answer the page already has for this call (the HTML starts the start-up calls before the
   * script loads: src/app/early-start.ts), taken once; it goes through the same checks as a live one.
   * It resolves to null when what the page sent is not this request: the call goes out.
   */
  early?: (name: EndpointName, request: EarlyRequest) => Promise<EarlyAnswer | null> | undefined;
}

/** A request as the client would send it: its input and the headers that vary. */
export interface EarlyRequest {
  params: unknown;
  headers: Record<string, string>;
}

export interface EarlyAnswer {
  status: number;
  data: unknown;
}

export interface ApiClient {
  call<K extends EndpointName>(name: K, input?: RequestOf<K>): Promise<ResponseOf<K>>;
}

interface Envelope {
  success: boolean;
  value?: unknown;
  errorCode?: string | null;
  message?: string | null;
}

/** A timeout or a dropped connection. */
const networkError = () => new ApiError(NETWORK_ERROR_CODE, NETWORK_ERROR_MESSAGE, 0, 'network');

const isEnvelope = (data: unknown): data is Envelope =>
  typeof data === 'object' && data !== null && typeof (data as Envelope).success === 'boolean';

export function createApiClient(config: ApiClientConfig): ApiClient {
  let transport: Promise<AxiosInstance> | null = null;
  const http = () =>
    (transport ??= new Promise<AxiosInstance>((resolve) =>
      resolve(config.http(config.baseURL, config.timeoutMs)),
    ).catch((error: unknown) => {
      transport = null;
      throw error;
    }));
  // Asked for now: there by the first live call.
  http().catch(() => undefined);

  function headersOf(ep: EndpointRoute): Record<string, string> {
    const headers: Record<string, string> = {
      Merchant: config.merchant(),
      Language: config.language(),
      Device: 'web',
      'X-Gateway-Version': '3',
      ModuleId: ep.module,
    };
    const token = config.token();
    if (token) headers.Authorization = token;
    return headers;
  }

  async function send(ep: EndpointRoute, input: unknown): Promise<AxiosResponse> {
    const headers = headersOf(ep);
    const query = ep.method === 'GET' || ep.method === 'DELETE';
    let data: unknown;
    if (!query) {
      if (ep.form) {
        headers['Content-Type'] = 'application/x-www-form-urlencoded';
        data = new URLSearchParams(input as Record<string, string>).toString();
      } else if (ep.encrypt) {
        const sealed = await config.cipher.encrypt(input, ep);
        Object.assign(headers, sealed.headers);
        data = sealed.body;
      } else {
        data = input;
      }
    }
    try {
      return await (
        await http()
      ).request({
        method: ep.method,
        url: ep.path,
        headers,
        params: query ? input : undefined,
        data,
        // The signal also ends requests whose transport ignores the timeout.
        signal: AbortSignal.timeout(config.timeoutMs),
      });
    } catch {
      throw networkError();
    }
  }

  async function parse(name: EndpointName, value: unknown): Promise<unknown> {
    if (!config.validate) return value;
    const { endpoints } = await import('./contract/endpoints');
    const result = endpoints[name].response.safeParse(value);
    if (result.success) return result.data;
    const detail = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    console.error(`[api] ${name} answered outside its contract: ${detail}`, value);
    throw new ApiError('contract.violation', `${name}: ${detail}`, 200, 'contract', value);
  }

  return {
    async call(name, input) {
      const ep = routes[name];
      const parked = config.early?.(name, { params: input ?? {}, headers: headersOf(ep) });
      const early = parked
        ? await parked.catch(() => {
            throw networkError();
          })
        : null;
      const res = early ?? (await send(ep, input ?? {}));
      const body: unknown = res.data;
      const envelope = isEnvelope(body) ? body : null;
      if (res.status === 401) {
        config.onUnauthorized();
        throw new ApiError(
          envelope?.errorCode ?? ErrorCodes.notLoggedIn,
          envelope?.message ?? 'You are not logged in, please login',
          401,
          'unauthorized',
        );
      }
      if (envelope && !envelope.success) {
        throw new ApiError(
          envelope.errorCode ?? 'unknown',
          envelope.message ?? 'Unknown error',
          res.status,
          'business',
          envelope.value ?? null,
        );
      }
      if (res.status >= 400) {
        throw new ApiError(`http.${res.status}`, NETWORK_ERROR_MESSAGE, res.status, 'network');
      }
      if (!ep.wrapped) return (await parse(name, body)) as never;
      if (!envelope) {
        throw new ApiError(
          'bad.response',
          'Unexpected answer from the server',
          res.status,
          'contract',
          body,
        );
      }
      return (await parse(name, envelope.value)) as never;
    },
  };
}
