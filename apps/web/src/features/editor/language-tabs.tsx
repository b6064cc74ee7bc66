import type { EditorArticle, Language } from '@crowdsolve/contract';
import { useTranslation } from 'react-i18next';
import { EDITOR_LANGUAGES, type FormState, languageDirty, languagesOf } from './form-state.ts';

export type LanguageState = 'new' | 'draft' | 'published' | 'changed';

/** A language version's state: not saved yet, a draft, published, or changed since publication. */
export function languageState(
  article: EditorArticle | null,
  form: FormState,
  saved: FormState,
  language: Language,
): LanguageState {
  const stored = article?.translations.find((tr) => tr.language === language);
  if (!stored) return 'new';
  if (stored.status === 'draft') return 'draft';
  return stored.changed || languageDirty(form, saved, language) ? 'changed' : 'published';
}

/** One tab per language version (with its state), and the languages that can still be added. */
export function LanguageTabs(props: {
  article: EditorArticle | null;
  form: FormState;
  saved: FormState;
  active: Language;
  onSelect: (language: Language) => void;
  onAdd: (language: Language) => void;
}) {
  const { t } = useTranslation('editor');
  const present = languagesOf(props.form);
  const missing = EDITOR_LANGUAGES.filter((l) => !present.includes(l));
  return (
    <div className="editor-tabs">
      <div
        className="editor-tabs__list"
        role="tablist"
        aria-label={t('languages.tabs')}
        onKeyDown={(e) => {
          const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
          if (!step) return;
          const next = present[(present.indexOf(props.active) + step + present.length) % present.length];
          if (!next) return;
          e.preventDefault();
          props.onSelect(next);
          document.getElementById(`editor-tab-${next}`)?.focus();
        }}
      >
        {present.map((language) => {
          const state = languageState(props.article, props.form, props.saved, language);
          return (
            <button
              key={language}
              type="button"
              role="tab"
              id={`editor-tab-${language}`}
              aria-selected={props.active === language}
              tabIndex={props.active === language ? 0 : -1}
              aria-controls="editor-language-panel"
              className={props.active === language ? 'editor-tabs__tab is-active' : 'editor-tabs__tab'}
              onClick={() => props.onSelect(language)}
            >
              <span>{t(`common:language.names.${language}`)}</span>
              <span className={`editor-badge editor-badge--${state}`} data-testid={`state-${language}`}>
                {t(`state.${state}`)}
              </span>
            </button>
          );
        })}
      </div>
      {missing.length > 0 ? (
        <div className="editor-tabs__add">
          {missing.map((language) => (
            <button key={language} type="button" className="button button--ghost" onClick={() => props.onAdd(language)}>
              {t('languages.add', { language: t(`common:language.names.${language}`) })}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
