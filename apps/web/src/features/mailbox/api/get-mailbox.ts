import type { MailboxMessage } from '@grove/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';

/** How often the open mailbox looks for new e-mails (they are sent by a background job). */
export const MAILBOX_REFRESH_MS = 5_000;

/**
 * The server answers 404 when the mailbox is off (production) or this browser may not read it:
 * only the machine the server runs on, or a signed-in operator, may.
 */
export const isMailboxRefused = (error: unknown) => error instanceof ApiError && error.status === 404;

/** GET /api/v1/dev/mailbox?email=: the local outbox, newest first (outside production only). */
export async function fetchMailbox(email: string, signal?: AbortSignal): Promise<MailboxMessage[]> {
  const query = email ? `?email=${encodeURIComponent(email)}` : '';
  const body = await api<{ messages?: MailboxMessage[] }>(`/api/v1/dev/mailbox${query}`, { signal });
  const messages = Array.isArray(body.messages) ? body.messages : [];
  return [...messages].sort((a, b) => b.created_at.localeCompare(a.created_at));
}

export function mailboxQueryOptions(email: string) {
  return queryOptions({
    queryKey: ['dev-mailbox', email],
    queryFn: ({ signal }) => fetchMailbox(email, signal),
    refetchInterval: (query) => (isMailboxRefused(query.state.error) ? false : MAILBOX_REFRESH_MS),
    staleTime: 0,
  });
}
