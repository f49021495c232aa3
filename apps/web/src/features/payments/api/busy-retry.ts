import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '@/lib/api-client';

/** How many times a busy answer is waited out before the investor is shown it. */
export const BUSY_RETRIES = 6;
/** The longest single wait, whatever the server's Retry-After says. */
const BUSY_WAIT_CAP_SECONDS = 15;

/**
 * Overload, not a refusal: the server started nothing (503 BUSY, or a 429) and said when to come
 * back. Sent again then, a request with an Idempotency-Key can never make two payments.
 */
export function isBusy(error: unknown): error is ApiError {
  return error instanceof ApiError && (error.code === 'BUSY' || error.status === 429);
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(new DOMException('Aborted', 'AbortError'));
      },
      { once: true },
    );
  });

/**
 * Waiting out busy answers (issue 24): `retrying(send)` sends, and while the platform answers
 * "busy" waits what it said (at least 1 s, at most 15 s) and sends again, up to BUSY_RETRIES
 * times; leaving the page stops the waiting. `retryAt` is when the next try goes (ms, device
 * clock), null when none waits: the page shows a calm "many people are investing right now".
 */
export function useBusyRetry() {
  const [retryAt, setRetryAt] = useState<number | null>(null);
  const leaving = useRef<AbortController | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    leaving.current = controller;
    return () => controller.abort();
  }, []);
  const retrying = useCallback(async <T>(send: () => Promise<T>): Promise<T> => {
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await send();
      } catch (error) {
        const signal = leaving.current?.signal;
        if (!isBusy(error) || attempt >= BUSY_RETRIES || !signal || signal.aborted) throw error;
        const seconds = Math.min(BUSY_WAIT_CAP_SECONDS, Math.max(1, error.retryAfterSeconds ?? 2));
        setRetryAt(Date.now() + seconds * 1000);
        try {
          await sleep(seconds * 1000, signal);
        } finally {
          setRetryAt(null);
        }
      }
    }
  }, []);
  return { retryAt, retrying };
}
