import { currentToken, useSession } from './session';

/** Spec §9: request time-out. */
export const REQUEST_TIMEOUT_MS = 10_000;

/** Spec §8 texts. */
export const TIMEOUT_MESSAGE = 'Request timeout - please try again';
export const NETWORK_MESSAGE = 'API request failed due to network issues. Please check your connection and try again.';

export interface FieldError {
  path: string;
  message: string;
  code: string;
}

/** A failed call. `message` is what the spec says to show; `code` lets the UI translate it. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
    readonly requestId: string | null = null,
    readonly fields: FieldError[] = [],
    /** For 429 and 503: the server's Retry-After, in seconds, when it sent one. */
    readonly retryAfterSeconds: number | null = null,
    /** For 403 STEP_UP_REQUIRED: how the step-up can be given. */
    readonly methods: string[] = [],
  ) {
    super(message);
  }
}

/** Retry-After in seconds (a number of seconds or an HTTP date), or null. */
function retryAfterOf(response: Response): number | null {
  const value = response.headers.get('retry-after');
  if (!value) return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds);
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - Date.now()) / 1000));
}

/**
 * Same origin by default (the server serves the app and the API). A split deployment
 * sets VITE_API_BASE_URL at build time and lists the app's origin in the server's
 * CORS_ORIGINS. There are no public CORS proxies: bearer tokens never leave for third parties.
 */
const API_BASE_URL = (import.meta.env.VITE_API_BASE_URL ?? '').replace(/\/+$/, '');

/**
 * Asked when a request answers 403 STEP_UP_REQUIRED (docs/architecture.md, "Second factor"):
 * resolves true once the person has confirmed it is them (the request is then sent again, with
 * the same Idempotency-Key), false when they gave up. Set by the step-up dialog while it is mounted.
 */
export type StepUpHandler = (methods: string[]) => Promise<boolean>;
let stepUpHandler: StepUpHandler | null = null;
export function setStepUpHandler(handler: StepUpHandler | null): void {
  stepUpHandler = handler;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  timeoutMs?: number;
}

/**
 * The one way the app calls the API (spec §7): JSON headers, credentials, the bearer
 * token when one is stored, a 10 s time-out, `204/205/empty → {}`, non-JSON → text,
 * and errors carrying the server's `detail` or 'HTTP error! status: {code}'.
 */
export async function api<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  try {
    return await request<T>(path, options);
  } catch (error) {
    if (!(error instanceof ApiError) || error.code !== 'STEP_UP_REQUIRED' || !stepUpHandler) throw error;
    if (!(await stepUpHandler(error.methods))) throw error;
    return request<T>(path, options);
  }
}

async function request<T>(path: string, options: RequestOptions): Promise<T> {
  // A FormData body (an upload) goes as multipart/form-data, with the boundary the browser sets.
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  const headers: Record<string, string> = {
    Accept: 'application/json',
    ...(isForm ? {} : { 'Content-Type': 'application/json' }),
    ...options.headers,
  };
  const token = currentToken();
  if (token) headers.Authorization = `Bearer ${token}`;

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const onCallerAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onCallerAbort, { once: true });

  let response: Response;
  try {
    response = await fetch(`${API_BASE_URL}${path}`, {
      method: options.method ?? 'GET',
      headers,
      credentials: 'include',
      body: isForm ? (options.body as FormData) : options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: controller.signal,
    });
  } catch (error) {
    if (timedOut) throw new ApiError(TIMEOUT_MESSAGE, 0, 'TIMEOUT');
    if (options.signal?.aborted) throw error;
    throw new ApiError(NETWORK_MESSAGE, 0, 'NETWORK_ERROR');
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onCallerAbort);
  }

  const text = response.status === 204 || response.status === 205 ? '' : await response.text();
  const isJson = /\bjson\b/i.test(response.headers.get('content-type') ?? '');
  let data: unknown = {};
  if (text.trim() !== '') {
    if (isJson) {
      try {
        data = JSON.parse(text);
      } catch {
        data = text;
      }
    } else {
      data = text;
    }
  }

  if (!response.ok) {
    const body = (typeof data === 'object' && data !== null ? data : {}) as {
      detail?: unknown;
      code?: unknown;
      requestId?: unknown;
      fields?: unknown;
      methods?: unknown;
    };
    const detail = typeof body.detail === 'string' && body.detail ? body.detail : null;
    const code = typeof body.code === 'string' ? body.code : `HTTP_${response.status}`;
    if (response.status === 401 && token) {
      // The server no longer accepts our token (expired, logged out elsewhere, password reset).
      useSession.getState().signOut();
    }
    throw new ApiError(
      detail ?? `HTTP error! status: ${response.status}`,
      response.status,
      code,
      typeof body.requestId === 'string' ? body.requestId : null,
      Array.isArray(body.fields) ? (body.fields as FieldError[]) : [],
      retryAfterOf(response),
      Array.isArray(body.methods) ? body.methods.filter((method): method is string => typeof method === 'string') : [],
    );
  }
  return data as T;
}
