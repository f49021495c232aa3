import type { Language } from '@grove/contracts';
import type { TFunction } from 'i18next';

/** What one e-mail says, every text already in the reader's language; the layout adds the frame. */
export interface MailContent {
  subject: string;
  paragraphs: string[];
  /** A short value shown prominently after the first paragraph (e.g. a recovery code). */
  highlight?: string;
  /** Where the reader goes next (an absolute link), shown after the paragraphs. */
  action?: { label: string; url: string };
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const escape = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The one layout of every e-mail, as plain text and as HTML with inline styles (mail clients drop
 * style sheets). Every text is escaped on its way into HTML: business and people's names come from users.
 */
export function renderLayout(
  content: MailContent,
  { t, language }: { t: TFunction; language: Language },
): RenderedMail {
  const [first, ...rest] = content.paragraphs;
  const action = content.action
    ? t('layout.actionText', { label: content.action.label, url: content.action.url })
    : null;
  const text = [first, content.highlight, ...rest, action, t('layout.signature')].filter(Boolean).join('\n\n');

  const paragraph = (value: string) => `<p style="margin:0 0 16px;line-height:1.5">${escape(value)}</p>`;
  const highlight = content.highlight
    ? `<p style="margin:0 0 16px;font-size:28px;font-weight:700;letter-spacing:6px;color:#134f37">${escape(content.highlight)}</p>`
    : '';
  const html = [
    `<div lang="${language}" style="font-family:Arial,Helvetica,sans-serif;color:#0f172a;max-width:520px">`,
    `<p style="font-size:20px;font-weight:700;color:#134f37;margin:0 0 24px">${escape(t('layout.brand'))}</p>`,
    first ? paragraph(first) : '',
    highlight,
    ...rest.map(paragraph),
    content.action
      ? `<p style="margin:8px 0 16px"><a href="${escape(content.action.url)}" style="display:inline-block;padding:10px 18px;border-radius:8px;background:#134f37;color:#ffffff;font-weight:700;text-decoration:none">${escape(content.action.label)}</a></p>`
      : '',
    '</div>',
  ].join('');
  return { subject: content.subject, text, html };
}
