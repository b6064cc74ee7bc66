import type { ArticleAuditEntry } from '@crowdsolve/contract';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format.ts';

/** "Last changed by NAME, DATE — title, body", and the history under it (newest first). */
export function AuditLine({ audit }: { audit: ArticleAuditEntry[] }) {
  const { t, i18n } = useTranslation('editor');
  const last = audit[0];
  if (!last) return null;
  const describe = (entry: ArticleAuditEntry) =>
    [
      t(`audit.action.${entry.action}`),
      entry.language ? t(`common:language.names.${entry.language}`) : null,
      entry.detail || null,
    ]
      .filter(Boolean)
      .join(' · ');
  return (
    <section className="editor-audit" data-testid="audit">
      <p className="editor-audit__last">
        {t('audit.last', { user: last.user, date: formatDateTime(last.at, i18n.language) })}
        {` — ${describe(last)}`}
      </p>
      {audit.length > 1 ? (
        <details className="editor-audit__history">
          <summary>{t('audit.history', { count: audit.length })}</summary>
          <ol>
            {audit.map((entry) => (
              <li key={`${entry.at}-${entry.action}-${entry.language ?? ''}-${entry.detail}`}>
                <time dateTime={entry.at}>{formatDateTime(entry.at, i18n.language)}</time> {entry.user}:{' '}
                {describe(entry)}
              </li>
            ))}
          </ol>
        </details>
      ) : null}
    </section>
  );
}
