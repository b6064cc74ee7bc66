import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';
import { escapeHtml } from '../../platform/mail/render.ts';

/** Markdown as the catalogue renders it: raw HTML is shown as text, never interpreted. */
const markdown = new Marked({
  gfm: true,
  breaks: false,
  renderer: {
    html({ text }) {
      return escapeHtml(text);
    },
  },
});

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'del',
    'a',
    'code',
    'pre',
    'blockquote',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'br',
    'hr',
  ],
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['https', 'http', 'mailto'],
  allowProtocolRelative: false,
  // Headings of a description sit under the page's own title.
  transformTags: {
    h1: 'h2',
    a: (tagName, attribs) => ({
      tagName,
      attribs: { href: attribs.href ?? '', rel: 'nofollow ugc noopener noreferrer', target: '_blank' },
    }),
  },
};

/** A developer's Markdown as safe HTML (links nofollow, no images, scripts or raw HTML). */
export function renderDescription(source: string): string {
  if (!source.trim()) return '';
  const html = markdown.parse(source, { async: false }) as string;
  return sanitizeHtml(html, SANITIZE).trim();
}
