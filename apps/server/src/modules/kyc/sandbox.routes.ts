import { randomBytes } from 'node:crypto';
import { normalizeLanguage, type Language } from '@grove/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { SANDBOX_OUTCOMES, type SandboxConsole, type SandboxOutcome } from '../../providers/kyc/sandbox.js';

const TEXT: Record<Language, Record<string, string>> = {
  en: {
    title: 'Identity verification sandbox',
    intro:
      'This page stands in for the identity-verification provider, so the whole platform runs on one machine. Choose the outcome the provider should report.',
    person: 'Person',
    passed: 'Verification passed',
    failed_blurry: 'Fail: blurry or cropped image',
    failed_expired: 'Fail: expired document',
    failed_mismatch: 'Fail: mismatched details',
    pending_review: 'Pending manual review',
    unknown: 'This verification link is not valid.',
  },
  vi: {
    title: 'Môi trường thử nghiệm xác minh danh tính',
    intro:
      'Trang này thay cho đơn vị xác minh danh tính để toàn bộ nền tảng chạy được trên một máy. Hãy chọn kết quả mà đơn vị xác minh sẽ trả về.',
    person: 'Người xác minh',
    passed: 'Xác minh thành công',
    failed_blurry: 'Thất bại: ảnh mờ hoặc bị cắt',
    failed_expired: 'Thất bại: giấy tờ hết hạn',
    failed_mismatch: 'Thất bại: thông tin không khớp',
    pending_review: 'Chờ xem xét thủ công',
    unknown: 'Liên kết xác minh này không hợp lệ.',
  },
  ru: {
    title: 'Песочница проверки личности',
    intro:
      'Эта страница заменяет сервис проверки личности, чтобы вся платформа работала на одной машине. Выберите результат, который сообщит сервис.',
    person: 'Проверяемый',
    passed: 'Проверка пройдена',
    failed_blurry: 'Отказ: изображение размыто или обрезано',
    failed_expired: 'Отказ: документ просрочен',
    failed_mismatch: 'Отказ: данные не совпадают',
    pending_review: 'Ожидает ручной проверки',
    unknown: 'Ссылка на проверку недействительна.',
  },
};

const escape = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The sandbox provider's verification page: plain HTML and a form, no script. The
 * tester picks an outcome; the sandbox records it, sends the webhook the real
 * provider would, and returns the browser to our status page.
 */
export const sandboxKycRoutes: FastifyPluginAsync<{ sandbox: SandboxConsole; returnUrl: string }> = async (
  app,
  { sandbox, returnUrl },
) => {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  const params = z.object({ code: z.string().regex(/^sbx_[a-f0-9]{32}$/) });
  const tokenOf = (value: unknown) => {
    const token = (value as { token?: unknown } | undefined)?.token;
    return typeof token === 'string' && token.length <= 100 ? token : undefined;
  };

  app.get('/sandbox/kyc/:code', { schema: { hide: true } }, async (request, reply) => {
    const language = normalizeLanguage((request.query as { lang?: string }).lang);
    const t = TEXT[language];
    const parsed = params.safeParse(request.params);
    const token = tokenOf(request.query);
    // The access code alone is not enough: only the session's owner received its token.
    const session = parsed.success ? await sandbox.findSession(parsed.data.code, token) : null;
    const nonce = randomBytes(16).toString('base64');
    reply
      .header(
        'content-security-policy',
        `default-src 'none'; style-src 'nonce-${nonce}'; form-action 'self'; frame-ancestors 'none'`,
      )
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .code(session ? 200 : 404)
      .type('text/html; charset=utf-8');
    const details = session?.details ?? {};
    const person =
      [details.firstName, details.middleName, details.lastName].filter(Boolean).join(' ') || details.email || '';
    const body = session
      ? `<p>${escape(t.intro!)}</p>
         ${person ? `<p class="person"><strong>${escape(t.person!)}:</strong> ${escape(person)}</p>` : ''}
         <form method="post" action="/sandbox/kyc/${escape(parsed.data!.code)}?lang=${language}">
           <input type="hidden" name="token" value="${escape(token!)}">
           ${(Object.keys(SANDBOX_OUTCOMES) as SandboxOutcome[])
             .map(
               (outcome) =>
                 `<button name="outcome" value="${outcome}" class="${outcome === 'passed' ? 'primary' : outcome.startsWith('failed') ? 'danger' : ''}">${escape(t[outcome]!)}</button>`,
             )
             .join('\n')}
         </form>`
      : `<p>${escape(t.unknown!)}</p>`;
    return reply.send(`<!doctype html><html lang="${language}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(t.title!)}</title>
<style nonce="${nonce}">
body{font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;background:#f1f5f9;color:#0f172a;margin:0;padding:24px}
main{max-width:520px;margin:40px auto;background:#fff;border-radius:16px;padding:28px;box-shadow:0 10px 30px rgba(15,23,42,.08)}
h1{font-size:22px;margin:0 0 12px}p{line-height:1.5;color:#334155}.badge{display:inline-block;font-size:12px;font-weight:700;letter-spacing:.08em;color:#92400e;background:#fef3c7;border-radius:999px;padding:4px 10px;margin-bottom:12px}
form{display:grid;gap:10px;margin-top:20px}button{font:inherit;font-weight:600;padding:12px 16px;border-radius:10px;border:1px solid #cbd5e1;background:#fff;cursor:pointer;text-align:left}
button.primary{background:#156342;border-color:#156342;color:#fff}button.danger{color:#b91c1c}button:focus-visible{outline:2px solid #197c4f;outline-offset:2px}
</style></head><body><main><span class="badge">SANDBOX</span><h1>${escape(t.title!)}</h1>${body}</main></body></html>`);
  });

  app.post('/sandbox/kyc/:code', { schema: { hide: true } }, async (request, reply) => {
    const parsed = params.safeParse(request.params);
    const outcome = (request.body as { outcome?: string } | undefined)?.outcome;
    if (!parsed.success || !outcome || !Object.hasOwn(SANDBOX_OUTCOMES, outcome)) {
      return reply.code(400).type('text/plain').send('Unknown verification or outcome');
    }
    const token = tokenOf(request.body);
    const recorded = await sandbox.decide(parsed.data.code, token, outcome as SandboxOutcome);
    if (!recorded) return reply.code(404).type('text/plain').send('Unknown verification');
    // Back where the session asked (a listed person's own page), else the investor's status page.
    const session = await sandbox.findSession(parsed.data.code, token);
    return reply.redirect(session?.returnPath ?? returnUrl, 303);
  });
};
