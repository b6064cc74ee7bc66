/**
 * Source documents split into passages: a tutorial by its headings and paragraphs, a FAQ answer by
 * its paragraphs, an API docs page into its description, parameters and errors. A passage is what
 * the bot quotes, with the document's title, the section's heading and a link to it.
 */
import { createHash } from 'node:crypto';
import type { BotSourceKind, Language, SiteKind } from '@crowdsolve/contract';
import { Marked, type Token } from 'marked';
import { renderArticle } from '../../platform/markdown.ts';
import { searchTextOf } from '../content/index.ts';

/** A passage's quote is at most about this long (longer sections become several passages). */
export const PASSAGE_MAX_CHARS = 600;

/** A document a source gives the index: its blocks of text, each under a heading or not. */
export interface BotDocument {
  source: BotSourceKind;
  /** Unique within the source, stable: e.g. the tutorial's slug or the FAQ entry's id. */
  key: string;
  language: Language;
  title: string;
  path: string;
  /** The sites that show the document (null: every site). */
  sites: SiteKind[] | null;
  sections: BotSection[];
}

export interface BotSection {
  heading: string | null;
  /** The section's anchor on the page (null: the page itself). */
  anchor: string | null;
  /** Blocks (paragraphs, list items, …) as plain text; `quoted: false` ones are searched, not quoted (code). */
  blocks: { text: string; quoted: boolean }[];
}

/** One row of the index. */
export interface Passage {
  language: Language;
  passageKey: string;
  source: BotSourceKind;
  sites: SiteKind[] | null;
  title: string;
  heading: string | null;
  path: string;
  quote: string;
  titleText: string;
  searchText: string;
  contentHash: string;
}

/** A source of the index: its documents in a language. */
export type BotSourceProvider = (language: Language) => Promise<BotDocument[]>;

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Markdown inline text as plain words: links' text, no emphasis or code marks. */
export function plainInline(markdown: string): string {
  return squash(
    markdown
      .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      // Emphasis and code marks; underscores inside names (soft_id, ERROR_IP_ADDRES) stay.
      .replace(/\*\*|\*|`|~~/g, '')
      .replace(/(^|[^\p{L}\p{N}_])__?(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}])__?(?=[^\p{L}\p{N}_]|$)/gu, '$1'),
  );
}

/** HTML (a rendered FAQ answer) as plain-text blocks, one per paragraph, list item or heading. */
export function htmlBlocks(html: string): string[] {
  return (
    html
      .replace(/<\/(p|li|h[1-6]|blockquote|tr|pre)>|<br\s*\/?>/gi, '\n')
      // Inline markup goes without a trace (Chinese has no spaces around a bold word), other tags part words.
      .replace(/<\/?(a|strong|b|em|i|code|span)\b[^>]*>/gi, '')
      .replace(/<[^>]*>/g, ' ')
      .replace(/&nbsp;/g, ' ')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;|&#x27;/g, "'")
      .replace(/&amp;/g, '&')
      .split('\n')
      .map(squash)
      .filter(Boolean)
  );
}

const lexer = new Marked({ gfm: true });

function tokenBlocks(token: Token): { text: string; quoted: boolean }[] {
  switch (token.type) {
    case 'paragraph':
    case 'text':
      return [{ text: plainInline(token.text), quoted: true }];
    case 'list':
      return (token.items as { text: string }[]).map((item) => ({ text: plainInline(item.text), quoted: true }));
    case 'blockquote':
      return (token.tokens ?? []).flatMap(tokenBlocks);
    case 'table': {
      const rows = [token.header as { text: string }[], ...(token.rows as { text: string }[][])];
      return rows.map((cells) => ({ text: cells.map((c) => plainInline(c.text)).join(' · '), quoted: true }));
    }
    case 'code':
      return [{ text: token.text as string, quoted: false }];
    default:
      return [];
  }
}

/** A tutorial's Markdown as sections: the opening, then one per heading (h1–h3) with its anchor. */
export function markdownSections(body: string): BotSection[] {
  // The anchors the article page gives its h2 and h3 (Markdown's #–### headings), in order.
  const anchors = renderArticle(body).headings.map((h) => h.id);
  const sections: BotSection[] = [{ heading: null, anchor: null, blocks: [] }];
  for (const token of lexer.lexer(body)) {
    if (token.type === 'heading' && token.depth <= 3) {
      sections.push({ heading: plainInline(token.text), anchor: anchors.shift() ?? null, blocks: [] });
      continue;
    }
    const current = sections[sections.length - 1];
    current?.blocks.push(...tokenBlocks(token).filter((b) => b.text));
  }
  return sections.filter((s) => s.heading || s.blocks.length);
}

const hash = (text: string) => createHash('sha256').update(text).digest('base64url').slice(0, 22);

/** A quote cut at a word near `max` characters, with an ellipsis. */
export function clip(text: string, max = PASSAGE_MAX_CHARS): string {
  const chars = [...text];
  if (chars.length <= max) return text;
  const cut = chars.slice(0, max - 1).join('');
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** A document's passages: each section's blocks grouped up to PASSAGE_MAX_CHARS of quote. */
export function passagesOf(doc: BotDocument): Passage[] {
  const passages: Passage[] = [];
  doc.sections.forEach((section, s) => {
    const groups: { text: string; quoted: boolean }[][] = [[]];
    let length = 0;
    for (const block of section.blocks) {
      const current = groups[groups.length - 1] as { text: string; quoted: boolean }[];
      const size = block.quoted ? [...block.text].length : 0;
      if (current.some((b) => b.quoted) && length + size > PASSAGE_MAX_CHARS) {
        groups.push([block]);
        length = size;
      } else {
        current.push(block);
        length += size;
      }
    }
    groups.forEach((blocks, g) => {
      const quoted = blocks.filter((b) => b.quoted).map((b) => b.text);
      const quote = clip(quoted.join(' ') || section.heading || doc.title);
      const searchText = searchTextOf(
        doc.language,
        blocks.map((b) => b.text),
      );
      const titleText = searchTextOf(doc.language, [doc.title, section.heading ?? '']);
      const path = section.anchor ? `${doc.path}#${section.anchor}` : doc.path;
      passages.push({
        language: doc.language,
        passageKey: `${doc.source}:${doc.key}#${s}.${g}`,
        source: doc.source,
        sites: doc.sites,
        title: doc.title,
        heading: section.heading,
        path,
        quote,
        titleText,
        searchText,
        contentHash: hash(JSON.stringify([doc.sites, doc.title, section.heading, path, quote, titleText, searchText])),
      });
    });
  });
  return passages;
}
