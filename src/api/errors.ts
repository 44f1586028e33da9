/** Kinds of failure a caller may want to tell apart. */
export type ApiErrorKind = 'business' | 'unauthorized' | 'network' | 'contract';

/** The catalogue message of a timeout or a dropped connection (spec 2 §8). */
export const NETWORK_ERROR_MESSAGE = 'Network link is abnormal, please try again';
export const NETWORK_ERROR_CODE = 'network.error';

/** A failed call: the envelope's errorCode and message, the HTTP status and the failure value. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
    readonly kind: ApiErrorKind = 'business',
    readonly value: unknown = null,
  ) {
    super(message);
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;
