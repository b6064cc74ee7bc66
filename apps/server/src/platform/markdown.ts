import GithubSlugger from 'github-slugger';
import hljs from 'highlight.js/lib/core';
import bash from 'highlight.js/lib/languages/bash';
import csharp from 'highlight.js/lib/languages/csharp';
import go from 'highlight.js/lib/languages/go';
import http from 'highlight.js/lib/languages/http';
import java from 'highlight.js/lib/languages/java';
import javascript from 'highlight.js/lib/languages/javascript';
import json from 'highlight.js/lib/languages/json';
import php from 'highlight.js/lib/languages/php';
import python from 'highlight.js/lib/languages/python';
import ruby from 'highlight.js/lib/languages/ruby';
import typescript from 'highlight.js/lib/languages/typescript';
import xml from 'highlight.js/lib/languages/xml';
import { Marked, type Token, type Tokens } from 'marked';
import { markedHighlight } from 'marked-highlight';
import sanitizeHtml from 'sanitize-html';
import { escapeHtml } from './mail/render.ts';

/**
 * Markdown rendered on the server, in one of three profiles. All show raw HTML as text (never
 * interpreted) and sanitise the result (no script, iframe, style, event attributes or
 * `javascript:` URLs):
 * - `renderDescription`: a developer's catalogue description: links nofollow, no images.
 * - `renderLegal`: a legal document (the operator's details filled in): plain links, no code
 *   blocks or images, its own `#` headings kept.
 * - `renderArticle`: an article: GFM tables, heading anchors and the table of contents (h2, h3),
 *   code highlighted with highlight.js classes, images only from this site's `/files/`, external
 *   links nofollow in a new tab, internal links kept.
 */

for (const [name, language] of Object.entries({
  bash,
  csharp,
  go,
  http,
  java,
  javascript,
  json,
  php,
  python,
  ruby,
  typescript,
  xml,
})) {
  hljs.registerLanguage(name, language);
}

const showRawHtml = { html: ({ text }: { text: string }) => escapeHtml(text) };

// ---------- the catalogue's description and legal documents ----------

const plainMarked = new Marked({ gfm: true, breaks: false, renderer: showRawHtml });

/** Text blocks every profile keeps. */
const TEXT_TAGS = [
  'h2',
  'h3',
  'h4',
  'p',
  'ul',
  'ol',
  'li',
  'strong',
  'em',
  'a',
  'code',
  'blockquote',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'br',
  'hr',
];

const LINKS: sanitizeHtml.IOptions = {
  allowedSchemes: ['https', 'http', 'mailto'],
  allowProtocolRelative: false,
};

const DESCRIPTION: sanitizeHtml.IOptions = {
  ...LINKS,
  allowedTags: [...TEXT_TAGS, 'del', 'pre'],
  allowedAttributes: { a: ['href', 'rel', 'target'] },
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
  const html = plainMarked.parse(source, { async: false }) as string;
  return sanitizeHtml(html, DESCRIPTION).trim();
}

const LEGAL: sanitizeHtml.IOptions = {
  ...LINKS,
  allowedTags: ['h1', ...TEXT_TAGS],
  allowedAttributes: { a: ['href'] },
};

/** A legal document's Markdown as safe HTML: the description's text blocks and plain links. */
export function renderLegal(source: string): string {
  const html = plainMarked.parse(source, { async: false }) as string;
  return sanitizeHtml(html, LEGAL).trim();
}

// ---------- articles ----------

export interface MarkdownHeading {
  id: string;
  text: string;
  level: number;
}

/** A token's words without markup (for heading ids and the table of contents). */
function plainText(tokens: Token[] | undefined): string {
  return (tokens ?? [])
    .map((t) => {
      const nested = (t as { tokens?: Token[] }).tokens;
      if (nested?.length) return plainText(nested);
      return 'text' in t && typeof t.text === 'string' ? t.text : '';
    })
    .join('');
}

/** The state of one render (Marked renders synchronously, so one at a time). */
let slugger = new GithubSlugger();
let headings: MarkdownHeading[] = [];

const articleMarked = new Marked(
  markedHighlight({
    langPrefix: 'hljs language-',
    highlight(code, lang) {
      const language = lang && hljs.getLanguage(lang) ? lang : null;
      return language ? hljs.highlight(code, { language, ignoreIllegals: true }).value : code;
    },
  }),
  {
    gfm: true,
    breaks: false,
    renderer: {
      ...showRawHtml,
      heading(this: { parser: { parseInline(tokens: Token[]): string } }, token: Tokens.Heading) {
        // The page's title is its h1: a Markdown `#` is a section.
        const level = Math.min(Math.max(token.depth, 2), 4);
        const text = plainText(token.tokens).trim();
        const id = slugger.slug(text || 'section');
        if (level <= 3) headings.push({ id, text, level });
        return `<h${level} id="${escapeHtml(id)}">${this.parser.parseInline(token.tokens)}</h${level}>\n`;
      },
    },
  },
);

/** An image of this site's file storage: `/files/<id>/<variant>`. */
const OWN_FILE = /^\/files\/[A-Za-z0-9_-]+\/[A-Za-z0-9._-]+$/;
/** A link to another site (with a scheme or protocol-relative). */
const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

const ARTICLE: sanitizeHtml.IOptions = {
  allowedTags: [...TEXT_TAGS, 'del', 'pre', 'img', 'span', 'input'],
  allowedAttributes: {
    a: ['href', 'rel', 'target', 'title'],
    img: ['src', 'alt', 'title', 'loading'],
    h2: ['id'],
    h3: ['id'],
    h4: ['id'],
    th: ['align'],
    td: ['align'],
    ol: ['start'],
    input: ['type', 'checked', 'disabled'],
    code: ['class'],
    span: ['class'],
  },
  allowedClasses: { code: ['hljs', 'language-*'], span: ['hljs-*'] },
  ...LINKS,
  allowedSchemesByTag: { img: [] },
  exclusiveFilter: (frame) =>
    (frame.tag === 'img' && !OWN_FILE.test(frame.attribs.src ?? '')) ||
    (frame.tag === 'input' && frame.attribs.type !== 'checkbox'),
  transformTags: {
    a: (tagName, attribs) => {
      // A scheme sanitize-html will drop (javascript:, data:…) leaves a bare link.
      const href = /^(?!https?:|mailto:)[a-z][a-z0-9+.-]*:/i.test(attribs.href ?? '') ? '' : (attribs.href ?? '');
      const external = EXTERNAL.test(href) && !href.toLowerCase().startsWith('mailto:');
      return {
        tagName,
        attribs: {
          ...(href ? { href } : {}),
          ...(attribs.title ? { title: attribs.title } : {}),
          ...(external ? { rel: 'nofollow noopener', target: '_blank' } : {}),
        },
      };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
    input: (tagName, attribs) => ({
      tagName,
      attribs: { type: 'checkbox', disabled: '', ...('checked' in attribs ? { checked: '' } : {}) },
    }),
  },
};

/** An article's Markdown as safe HTML, with its table of contents (h2 and h3). */
export function renderArticle(source: string): { html: string; headings: MarkdownHeading[] } {
  if (!source.trim()) return { html: '', headings: [] };
  slugger = new GithubSlugger();
  headings = [];
  try {
    const html = articleMarked.parse(source, { async: false }) as string;
    return { html: sanitizeHtml(html, ARTICLE).trim(), headings };
  } finally {
    headings = [];
  }
}
