/**
 * Spec §3: "A pending payment holds projectId and amount." Kept for this tab, so a reload
 * of the payment or secure page finds it; with the payment id once the server made one,
 * and the idempotency key of the confirm attempt, so a retry after a reload makes no second payment.
 */
export interface PendingPayment {
  projectId: string;
  /** Major units, as typed. */
  amount: string;
  paymentId: string | null;
  /** The confirm attempt's key and the request it belongs to. */
  attempt: { key: string; request: string } | null;
}

const KEY = 'grove.payment.pending';

function read(): PendingPayment | null {
  try {
    const value = JSON.parse(window.sessionStorage.getItem(KEY) ?? 'null') as Partial<PendingPayment> | null;
    if (!value || typeof value.projectId !== 'string' || typeof value.amount !== 'string') return null;
    const attempt =
      value.attempt && typeof value.attempt.key === 'string' && typeof value.attempt.request === 'string'
        ? value.attempt
        : null;
    return {
      projectId: value.projectId,
      amount: value.amount,
      paymentId: typeof value.paymentId === 'string' ? value.paymentId : null,
      attempt,
    };
  } catch {
    return null;
  }
}

function write(value: PendingPayment | null): void {
  try {
    if (value) window.sessionStorage.setItem(KEY, JSON.stringify(value));
    else window.sessionStorage.removeItem(KEY);
  } catch {
    // Storage unavailable: the payment lives for this page only.
  }
}

export const pendingPayment = {
  /** The pending payment of this business, if any. */
  get(projectId: string): PendingPayment | null {
    const value = read();
    return value?.projectId === projectId ? value : null;
  },
  /** A new amount: a payment made for the old one no longer applies. */
  setAmount(projectId: string, amount: string): void {
    const current = pendingPayment.get(projectId);
    if (current && current.amount === amount) return;
    write({ projectId, amount, paymentId: null, attempt: current?.attempt ?? null });
  },
  /** The key for this request: the same while the request is the same, a new one when it changed. */
  attemptKey(projectId: string, amount: string, request: string): string {
    const current = pendingPayment.get(projectId);
    if (current?.attempt?.request === request) return current.attempt.key;
    const key = newIdempotencyKey();
    write({ projectId, amount, paymentId: current?.paymentId ?? null, attempt: { key, request } });
    return key;
  },
  setPayment(projectId: string, amount: string, paymentId: string): void {
    write({ projectId, amount, paymentId, attempt: null });
  },
  clear(projectId?: string): void {
    if (projectId === undefined || read()?.projectId === projectId) write(null);
  },
};

function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID needs a secure context; a plain-HTTP address still has getRandomValues.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
