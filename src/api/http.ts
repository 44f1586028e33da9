import axios, { type AxiosInstance } from 'axios';

/**
 * The client's HTTP transport (src/api/client.ts): axios, every status an answer (the client reads
 * the envelope and the status itself). Its own module: the browser's start-up loads it beside the
 * first page rather than in it (the start's calls are the page's own: src/app/early-start.ts).
 */
export function createHttp(baseURL: string, timeoutMs: number): AxiosInstance {
  return axios.create({ baseURL, timeout: timeoutMs, validateStatus: () => true });
}
