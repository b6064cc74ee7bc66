import type { BotSource } from '@crowdsolve/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** A quoted passage with its source's kind, title (and section) and link. */
export function SourceQuote({ source }: { source: BotSource }) {
  const { t } = useTranslation('supportBot');
  return (
    <figure className="bot-source" data-source={source.source}>
      <blockquote className="bot-source__quote">{source.quote}</blockquote>
      <figcaption className="bot-source__caption">
        <span className="badge">{t(`sources.${source.source}`)}</span>{' '}
        <Link to={source.path}>
          {source.title}
          {source.heading ? ` — ${source.heading}` : ''}
        </Link>
      </figcaption>
    </figure>
  );
}
