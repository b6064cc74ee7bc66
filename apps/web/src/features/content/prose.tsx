import type { ArticleHeading } from '@crowdsolve/contract';
import { useTranslation } from 'react-i18next';
import './prose.css';

/** A table of contents earns its place from this many headings. */
export const TOC_MIN_HEADINGS = 3;

/**
 * An article's body as the server rendered it (Markdown to sanitised HTML with heading anchors,
 * highlighted code and tables), with a table of contents beside it when it has enough headings.
 */
export function ArticleProse({ html, headings }: { html: string; headings: readonly ArticleHeading[] }) {
  const { t } = useTranslation('content');
  const toc = headings.length >= TOC_MIN_HEADINGS;
  return (
    <div className={toc ? 'article-layout article-layout--toc' : 'article-layout'}>
      {toc ? (
        <nav className="article-toc" aria-labelledby="article-toc-title" data-testid="article-toc">
          <h2 id="article-toc-title" className="article-toc__title">
            {t('article.contents')}
          </h2>
          <ol>
            {headings.map((h) => (
              <li key={h.id} className={h.level > 2 ? 'article-toc__sub' : undefined}>
                <a href={`#${h.id}`}>{h.text}</a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      <div
        className="prose article-prose"
        data-testid="article-body"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the server renders and sanitises it
        dangerouslySetInnerHTML={{ __html: withAnchors(html) }}
      />
    </div>
  );
}

const HEADING = /<(h[2-4]) id="([^"<>]+)">([\s\S]*?)<\/\1>/g;

/**
 * Each heading with an id gets its own link (`#`), to copy a link to that section; the contents
 * beside the article are how a reader moves between them, so the mark is left out of the reading
 * order. Headings that already hold their anchor are left as they are.
 */
export function withAnchors(html: string): string {
  return html.replace(HEADING, (whole, tag: string, id: string, inner: string) =>
    inner.includes(`href="#${id}"`)
      ? whole
      : `<${tag} id="${id}">${inner}<a class="article-anchor" href="#${id}" aria-hidden="true" tabindex="-1">#</a></${tag}>`,
  );
}
