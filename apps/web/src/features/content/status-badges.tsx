import type { Language, TranslationStatus } from '@crowdsolve/contract';
import { useTranslation } from 'react-i18next';
import { inLanguageOrder } from './routes.ts';

interface Status {
  language: Language;
  status: TranslationStatus;
  changed: boolean;
}

/** Each language version's state: draft, published, or published with a draft changed since. */
export function StatusBadges({ statuses }: { statuses: readonly Status[] }) {
  const { t } = useTranslation('content');
  const byLanguage = new Map(statuses.map((s) => [s.language, s]));
  return (
    <ul className="article-statuses" aria-label={t('editor.statuses')}>
      {inLanguageOrder([...byLanguage.keys()]).map((language) => {
        const s = byLanguage.get(language) as Status;
        const state = s.status === 'draft' ? 'draft' : s.changed ? 'changed' : 'published';
        const variant = state === 'draft' ? '' : state === 'changed' ? 'badge--warning' : 'badge--success';
        return (
          <li key={language} className={`badge ${variant}`} data-status={state} data-language={language}>
            <span className="article-statuses__lang">{language.toUpperCase()}</span> {t(`editor.status.${state}`)}
          </li>
        );
      })}
    </ul>
  );
}
