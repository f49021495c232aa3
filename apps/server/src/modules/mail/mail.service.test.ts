import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.js';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/database.js';
import type { OutgoingMail } from '../../providers/mail/transport.js';
import { createMailSendJob, listOutbox, queueMail } from './mail.service.js';

const log = { warn: () => undefined } as never;
let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => t.close());

describe('mail', () => {
  it('queues a rendered message and delivers it through the transport', async () => {
    await queueMail(t.database.db, {
      to: 'investor@example.com',
      language: 'vi',
      template: 'passwordRecovery',
      params: { code: '123456', minutes: 15 },
    });
    const [queued] = await listOutbox(t.database.db, 'investor@example.com');
    expect(queued).toMatchObject({ status: 'queued', subject: 'Mã khôi phục Grove của bạn: 123456' });
    expect(queued?.text).toContain('123456');

    const sent: OutgoingMail[] = [];
    const job = createMailSendJob({
      unsubscribe: { tokens: { sign: () => 'token' }, publicUrl: 'https://grove.example' },
      db: t.database.db,
      from: 'Grove <no-reply@grove.example>',
      transport: { name: 'smtp', send: async (mail) => void sent.push(mail) },
    });
    await job({ messageId: queued!.id }, { attempt: 1, log });
    await job({ messageId: queued!.id }, { attempt: 2, log });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: 'investor@example.com', from: 'Grove <no-reply@grove.example>' });
    expect((await listOutbox(t.database.db, 'investor@example.com'))[0]?.status).toBe('sent');
  });

  it('records a failed delivery and fails the job so it is retried', async () => {
    await queueMail(t.database.db, {
      to: 'down@example.com',
      language: 'en',
      template: 'welcome',
      params: { name: null },
    });
    const [queued] = await listOutbox(t.database.db, 'down@example.com');
    const job = createMailSendJob({
      unsubscribe: { tokens: { sign: () => 'token' }, publicUrl: 'https://grove.example' },
      db: t.database.db,
      from: 'x@y.z',
      transport: {
        name: 'smtp',
        send: async () => {
          throw new Error('connection refused');
        },
      },
    });
    await expect(job({ messageId: queued!.id }, { attempt: 1, log })).rejects.toThrow('connection refused');
    expect((await listOutbox(t.database.db, 'down@example.com'))[0]?.status).toBe('failed');
  });

  it('stores the HTML with the business name escaped', async () => {
    await queueMail(t.database.db, {
      to: 'escaped@example.com',
      language: 'en',
      template: 'notification',
      params: { type: 'project_opened', params: { project_name: '<script>alert(1)</script>' }, name: null },
    });
    const [row] = rowsOf<{ subject: string; html: string }>(
      await t.database.db.execute(sql`select subject, html from mail_messages where "to" = 'escaped@example.com'`),
    );
    expect(row?.subject).toBe('<script>alert(1)</script> is open for investment');
    expect(row?.html).not.toContain('<script>');
    expect(row?.html).toContain('&#60;script&#62;alert(1)&#60;/script&#62; now takes investments.');
  });
});
