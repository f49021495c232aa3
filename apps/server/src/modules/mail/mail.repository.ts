import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { mailMessages } from '../../db/schema/index.js';

export type MailMessageRow = typeof mailMessages.$inferSelect;

export function insertMailMessage(
  executor: Executor,
  message: Pick<MailMessageRow, 'to' | 'subject' | 'text' | 'html'>,
): Promise<MailMessageRow> {
  return executor
    .insert(mailMessages)
    .values(message)
    .returning()
    .then((rows) => rows[0]!);
}

export async function findMailMessage(executor: Executor, id: string): Promise<MailMessageRow | null> {
  const [row] = await executor.select().from(mailMessages).where(eq(mailMessages.id, id)).limit(1);
  return row ?? null;
}

export async function markMailMessage(
  executor: Executor,
  id: string,
  result: { status: 'sent' | 'failed'; transport: string; error?: string | null },
): Promise<void> {
  await executor
    .update(mailMessages)
    .set({
      status: result.status,
      transport: result.transport,
      error: result.error ?? null,
      sentAt: result.status === 'sent' ? new Date() : null,
    })
    .where(eq(mailMessages.id, id));
}

export function listMailMessages(
  executor: Executor,
  options: { to?: string; limit: number },
): Promise<MailMessageRow[]> {
  const query = executor.select().from(mailMessages);
  return (options.to ? query.where(eq(mailMessages.to, options.to)) : query)
    .orderBy(desc(mailMessages.createdAt))
    .limit(options.limit);
}
