/**
 * The bot's sources as providers of documents per language: the FAQ, the tutorials and the API
 * docs. Each takes the other module's service (from its index.ts, passed in by the app).
 */
import {
  type ApiDocArticle,
  type ApiDocIndex,
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

/** Every API docs page (methods, task types, errors; the v1 pages), by description, parameters and errors. */
export function apiDocsProvider(docs: {
  index(req: { language: Language; version: 'v1' }): Promise<ApiDocIndex>;
  article(slug: string, req: { language: Language; version: 'v1' }): Promise<ApiDocArticle | null>;
}): BotSourceProvider {
  return async (language) => {
    const req = { language, version: 'v1' as const };
    const index = await docs.index(req);
    const articles = await Promise.all(index.entries.map((e) => docs.article(e.slug, req)));
    return articles.flatMap((a): BotDocument[] => {
      if (!a) return [];
      const text = (t: string) => ({ text: t, quoted: true });
      const opening = [
        a.summary,
        a.endpoint ? `${a.endpoint.httpMethod} ${a.endpoint.path}` : '',
        a.type?.answerDescription ?? '',
      ]
        .filter(Boolean)
        .map(text);
      return [
        {
          source: 'api-docs',
          key: a.slug,
          language,
          title: a.title,
          path: `/api-docs/${a.slug}`,
          sites: null,
          sections: [
            { heading: null, anchor: null, blocks: opening },
            {
              heading: null,
              anchor: null,
              blocks: a.params
                .filter((p) => p.description)
                .map((p) => text(`${p.names.join(' / ')}: ${p.description}`)),
            },
            {
              heading: null,
              anchor: null,
              blocks: a.errors.filter((e) => e.description).map((e) => text(`${e.code}: ${e.description}`)),
            },
          ].filter((s) => s.blocks.length),
        },
      ];
    });
  };
}
