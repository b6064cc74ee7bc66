/**
 * The bot's sources as providers of documents per language: the FAQ, the tutorials and the API
 * docs. Each takes the other module's service (from its index.ts, passed in by the app).
 */
import {
  type ApiDocArticle,
  type ApiDocIndex,
  type ApiDocVersion,
  FAQ_AUDIENCES,
  type FaqAudience,
  type FaqListReply,
  type Language,
  type SiteKind,
} from '@crowdsolve/contract';
import { type BotDocument, type BotSourceProvider, htmlBlocks, markdownSections } from './support-bot.passages.ts';

/** The FAQ's published entries in the language (entries without that language are left out). */
export function faqProvider(faq: {
  list(audience: FaqAudience, language: string | undefined): Promise<FaqListReply>;
}): BotSourceProvider {
  return async (language) => {
    const lists = await Promise.all(FAQ_AUDIENCES.map((audience) => faq.list(audience, language)));
    return lists.flatMap((list) =>
      list.entries
        .filter((e) => e.language === language)
        .map(
          (e): BotDocument => ({
            source: 'faq',
            key: String(e.id),
            language,
            title: e.question,
            path: `/support/faq/${e.id}`,
            sites: null,
            sections: [
              { heading: null, anchor: null, blocks: htmlBlocks(e.answerHtml).map((text) => ({ text, quoted: true })) },
            ],
          }),
        ),
    );
  };
}

/** The published tutorials in the language, by their headings and paragraphs. */
export function tutorialsProvider(content: {
  publishedTexts(
    kind: 'tutorial',
    language: Language,
  ): Promise<{ slug: string; sites: SiteKind[]; title: string; body: string }[]>;
}): BotSourceProvider {
  return async (language) =>
    (await content.publishedTexts('tutorial', language)).map((t) => ({
      source: 'tutorial',
      key: t.slug,
      language,
      title: t.title,
      path: `/h/${t.slug}`,
      sites: t.sites,
      sections: markdownSections(t.body),
    }));
}

/** An API docs page as a document: its description, endpoint and answer; its parameters; its errors. */
function docOf(a: ApiDocArticle, language: Language): BotDocument {
  const text = (t: string) => ({ text: t, quoted: true });
  const opening = [
    a.summary,
    a.endpoint ? `${a.endpoint.httpMethod} ${a.endpoint.path}` : '',
    a.type?.answerDescription ?? '',
  ]
    .filter(Boolean)
    .map(text);
  const v2 = a.version === 'v2';
  return {
    source: 'api-docs',
    key: v2 ? `v2:${a.slug}` : a.slug,
    language,
    title: a.title,
    path: `/api-docs/${a.slug}${v2 ? '?version=v2' : ''}`,
    sites: null,
    sections: [
      { heading: null, anchor: null, blocks: opening },
      {
        heading: null,
        anchor: null,
        blocks: a.params.filter((p) => p.description).map((p) => text(`${p.names.join(' / ')}: ${p.description}`)),
      },
      {
        heading: null,
        anchor: null,
        blocks: a.errors.filter((e) => e.description).map((e) => text(`${e.code}: ${e.description}`)),
      },
    ].filter((section) => section.blocks.length),
  };
}

/**
 * Every API docs page of API v1 (methods, task types, errors), and the method pages of the JSON
 * API (v2: createTask, getTaskResult, …, whose names and parameters differ; its type pages say
 * what v1's do).
 */
export function apiDocsProvider(docs: {
  index(req: { language: Language; version: ApiDocVersion }): Promise<ApiDocIndex>;
  article(slug: string, req: { language: Language; version: ApiDocVersion }): Promise<ApiDocArticle | null>;
}): BotSourceProvider {
  return async (language) => {
    const pages = await Promise.all(
      (['v1', 'v2'] as const).map(async (version) => {
        const req = { language, version };
        const entries = (await docs.index(req)).entries.filter((e) => version === 'v1' || e.category === 'method');
        return Promise.all(entries.map((e) => docs.article(e.slug, req)));
      }),
    );
    return pages.flat().flatMap((a) => (a ? [docOf(a, language)] : []));
  };
}
