import { LANGUAGES, type Language } from '@crowdsolve/contract';
import { resources } from '@crowdsolve/i18n';
import i18next, { type TFunction } from 'i18next';

const i18n = i18next.createInstance();
void i18n.init({
  resources,
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: [...LANGUAGES],
  ns: ['mail'],
  defaultNS: 'mail',
  initAsync: false,
  interpolation: { escapeValue: false },
});

export function mailT(language: Language): TFunction {
  return i18n.getFixedT(language, 'mail');
}

export const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

export interface MailContent {
  subject: string;
  /** Paragraphs of plain text (escaped into the HTML version). */
  paragraphs: string[];
  /** Pre-sanitized HTML placed after the paragraphs (system messages). */
  trustedHtml?: string;
  action?: { label: string; url: string };
  /** A secondary link with its explanation, e.g. "not you? remove this address". */
  secondary?: { text: string; label: string; url: string };
}

export function htmlToText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|h[1-6])>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The plain-text and HTML bodies of a mail, in one layout for every template. */
export function renderMail(language: Language, content: MailContent): { subject: string; text: string; html: string } {
  const t = mailT(language);
  const text = [
    ...content.paragraphs,
    ...(content.trustedHtml ? [htmlToText(content.trustedHtml)] : []),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`] : []),
    ...(content.secondary ? [`${content.secondary.text} ${content.secondary.label}: ${content.secondary.url}`] : []),
    '—',
    t('layout.signature'),
  ].join('\n\n');
  const html = `<!doctype html>
<html lang="${language}"><body style="margin:0;padding:24px;background:#f7f8fb;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#14171f">
<div style="max-width:560px;margin:0 auto;background:#fff;border:1px solid #d9dde6;border-radius:10px;padding:24px">
<p style="font-weight:700;font-size:18px;margin:0 0 16px">◆ Crowdsolve</p>
${content.paragraphs.map((p) => `<p style="line-height:1.55">${escapeHtml(p)}</p>`).join('\n')}
${content.trustedHtml ? `<div style="line-height:1.55">${content.trustedHtml}</div>` : ''}
${
  content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:#2450d6;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(content.action.label)}</a></p>
<p style="font-size:13px;color:#535b6b">${escapeHtml(t('layout.linkFallback'))}<br>${escapeHtml(content.action.url)}</p>`
    : ''
}
${content.secondary ? `<p style="font-size:13px;color:#535b6b">${escapeHtml(content.secondary.text)} <a href="${escapeHtml(content.secondary.url)}">${escapeHtml(content.secondary.label)}</a></p>` : ''}
<p style="font-size:13px;color:#535b6b;margin-top:24px">${escapeHtml(t('layout.signature'))}</p>
</div></body></html>`;
  return { subject: content.subject, text, html };
}
