import { ARTICLE_EDITOR_PATHS, ARTICLE_LIST_PATHS, type ArticleKind, type Language } from '@crowdsolve/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppEnv } from '../../lib/app-env.tsx';
import { codeOf } from '../../lib/errors.ts';
import { Button } from '../../ui/button.tsx';
import { FormError } from '../../ui/form-error.tsx';
import { editorApi } from './api.ts';
import { ConfirmModal } from './confirm-modal.tsx';
import { languagesOf } from './form-state.ts';
import { languageState } from './language-tabs.tsx';
import { SaveStatusText } from './save-status.tsx';
import type { ArticleEditorState } from './use-article-save.ts';

/** The refusal of a publication, shown beside the publish buttons. */
function PublishError({ editor }: { editor: ArticleEditorState }) {
  const { status } = editor;
  if (status.kind !== 'failed' || codeOf(status.error) !== 'ARTICLE_EMPTY_TRANSLATION') return null;
  return <FormError error={status.error} />;
}

/** The article's bar: where it is, the save state, Save draft, Publish all, Delete. */
export function ArticleActions(props: { kind: ArticleKind; editor: ArticleEditorState }) {
  const { t } = useTranslation('editor');
  const { article, form, status } = props.editor;
  const list = ARTICLE_EDITOR_PATHS[props.kind];
  const published = article?.translations.some((tr) => tr.status === 'published') ?? false;
  const unpublished = languagesOf(form).filter(
    (l) => languageState(article, form, props.editor.saved, l) !== 'published',
  );

  return (
    <div className="editor-bar">
      <nav className="editor-bar__links" aria-label={t('links.label')}>
        <Link to={list}>{t('links.list')}</Link>
        {article ? <Link to={`${list}/${article.slug}`}>{t('links.view')}</Link> : null}
        {article && published ? (
          <a href={`${ARTICLE_LIST_PATHS[props.kind]}/${article.slug}`} target="_blank" rel="noreferrer">
            {t('links.public')}
          </a>
        ) : null}
      </nav>
      <div className="editor-bar__actions">
        <SaveStatusText
          status={status}
          dirty={props.editor.dirty}
          isNew={article === null}
          onRetry={() => void props.editor.save()}
        />
        <Button type="submit" variant="ghost" disabled={status.kind === 'saving' || status.kind === 'conflict'}>
          {t('save.draft')}
        </Button>
        {article ? (
          <Button
            variant="accent"
            disabled={unpublished.length === 0 || status.kind === 'saving' || status.kind === 'conflict'}
            onClick={() => void props.editor.save({ publish: unpublished })}
          >
            {t('publish.all')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}

/** Deleting the article, at the end of the page and only after confirmation. */
export function DeleteArticle(props: { editor: ArticleEditorState; onDeleted: () => void }) {
  const { t } = useTranslation('editor');
  const { api } = useAppEnv();
  const { article } = props.editor;
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const remove = async () => {
    if (!article) return;
    setBusy(true);
    setError(null);
    try {
      await editorApi.remove(api, article.id);
      setAsking(false);
      props.onDeleted();
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };
  if (!article) return null;
  return (
    <section className="editor-danger">
      <Button variant="danger" onClick={() => setAsking(true)}>
        {t('delete.button')}
      </Button>
      <ConfirmModal
        open={asking}
        title={t('delete.title')}
        confirm={t('delete.confirm')}
        busy={busy}
        error={error}
        onConfirm={() => void remove()}
        onCancel={() => setAsking(false)}
      >
        <p>{t('delete.text', { slug: article.slug })}</p>
      </ConfirmModal>
    </section>
  );
}

/** One language's state and actions: publish (again) or unpublish, remove the language version. */
export function LanguageActions(props: { kind: ArticleKind; language: Language; editor: ArticleEditorState }) {
  const { t } = useTranslation('editor');
  const { article, form, saved, status } = props.editor;
  const [asking, setAsking] = useState(false);
  const state = languageState(article, form, saved, props.language);
  const name = t(`common:language.names.${props.language}`);
  const blocked = status.kind === 'saving' || status.kind === 'conflict';
  const removeLanguage = () => {
    setAsking(false);
    const translations = { ...form.translations };
    delete translations[props.language];
    const next = { ...form, translations };
    if (article) void props.editor.save({}, next);
    else props.editor.setForm(next);
  };
  return (
    <div className="editor-panel__bar">
      <p className="editor-panel__state" data-testid="language-state">
        {t(`stateLong.${state}`, { language: name })}
      </p>
      <div className="editor-panel__actions">
        {article && state !== 'published' ? (
          <Button
            variant="accent"
            disabled={blocked}
            onClick={() => void props.editor.save({ publish: [props.language] })}
          >
            {state === 'changed' ? t('publish.again', { language: name }) : t('publish.one', { language: name })}
          </Button>
        ) : null}
        {article && (state === 'published' || state === 'changed') ? (
          <Button
            variant="ghost"
            disabled={blocked}
            onClick={() => void props.editor.save({ unpublish: [props.language] })}
          >
            {t('publish.unpublish', { language: name })}
          </Button>
        ) : null}
        {languagesOf(form).length > 1 ? (
          <Button variant="ghost" onClick={() => setAsking(true)}>
            {t('languages.remove', { language: name })}
          </Button>
        ) : null}
      </div>
      {article ? null : <p className="field__hint">{t('publish.saveFirst')}</p>}
      <PublishError editor={props.editor} />
      <ConfirmModal
        open={asking}
        title={t('languages.removeTitle', { language: name })}
        confirm={t('languages.removeConfirm')}
        onConfirm={removeLanguage}
        onCancel={() => setAsking(false)}
      >
        <p>{t(state === 'new' ? 'languages.removeTextNew' : 'languages.removeText', { language: name })}</p>
      </ConfirmModal>
    </div>
  );
}
