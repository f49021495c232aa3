import type { EmailKind } from '@grove/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { emailOptOuts, mailMessages } from '../../db/schema/index.js';

export type MailMessageRow = typeof mailMessages.$inferSelect;

export function insertMailMessage(
  executor: Executor,
  message: Pick<MailMessageRow, 'to' | 'subject' | 'text' | 'html'> &
    Partial<Pick<MailMessageRow, 'kind' | 'userId' | 'attachments'>>,
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

/** The kinds of e-mail the user switched off. */
export async function listOptOuts(executor: Executor, userId: string): Promise<EmailKind[]> {
  const rows = await executor
    .select({ kind: emailOptOuts.kind })
    .from(emailOptOuts)
    .where(eq(emailOptOuts.userId, userId));
  return rows.map((row) => row.kind);
}

export async function hasOptedOut(executor: Executor, userId: string, kind: EmailKind): Promise<boolean> {
  const [row] = await executor
    .select({ kind: emailOptOuts.kind })
    .from(emailOptOuts)
    .where(and(eq(emailOptOuts.userId, userId), eq(emailOptOuts.kind, kind)))
    .limit(1);
  return row !== undefined;
}

/** Switches one kind on or off; idempotent. */
export async function setOptOut(executor: Executor, userId: string, kind: EmailKind, optedOut: boolean): Promise<void> {
  if (optedOut) {
    await executor.insert(emailOptOuts).values({ userId, kind }).onConflictDoNothing();
  } else {
    await executor.delete(emailOptOuts).where(and(eq(emailOptOuts.userId, userId), eq(emailOptOuts.kind, kind)));
  }
}

export async function deleteOptOuts(executor: Executor, userId: string): Promise<void> {
  await executor.delete(emailOptOuts).where(eq(emailOptOuts.userId, userId));
}
