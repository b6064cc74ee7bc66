import {
  ARTICLE_EDITOR_PATHS,
  type ArticleAttachment,
  type ArticleKind,
  type EditorArticle,
  type Language,
} from '@crowdsolve/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAppEnv } from '../../lib/app-env.tsx';
import { TextAreaField, TextField } from '../../ui/field.tsx';
import { editorApi, editorKeys } from './api.ts';
import { ArticleActions, DeleteArticle, LanguageActions } from './article-actions.tsx';
import { AuditLine } from './audit.tsx';
import { ConflictPanel, KeptTextPanel, typedText } from './conflict.tsx';
import {
  type Draft,
  EMPTY_DRAFT,
  type FormState,
  formFromArticle,
  languagesOf,
  newFormState,
  slugify,
} from './form-state.ts';
import { AttachmentList } from './images.tsx';
import { LanguageTabs } from './language-tabs.tsx';
import { LeaveGuard } from './leave-guard.tsx';
import { MarkdownEditor, useTextEdit } from './markdown-editor.tsx';
import { insertImage } from './markdown-format.ts';
import { SettingsFields } from './settings-fields.tsx';
import { useArticleSave } from './use-article-save.ts';
import './editor.css';

const editPath = (kind: ArticleKind, slug: string) => `${ARTICLE_EDITOR_PATHS[kind]}/${slug}/edit`;

function mergeAttachments(stored: ArticleAttachment[], extra: ArticleAttachment[], gone: number[]) {
  const byId = new Map<number, ArticleAttachment>();
  for (const a of [...extra, ...stored]) if (!gone.includes(a.id)) byId.set(a.id, a);
  return [...byId.values()];
}

/**
 * The article editor (spec §2 editor routes): slug, sites and cover; a tab per language with its
 * title, summary and Markdown (live preview in the public page's styles); autosave of drafts;
 * publishing per language; images with upload progress; deletion; the audit line.
 */
export function ArticleEditor({ kind, article: initial }: { kind: ArticleKind; article: EditorArticle | null }) {
  const { t, i18n } = useTranslation('editor');
  const { api } = useAppEnv();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const allowLeave = useRef(false);
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const startLanguage: Language = (['en', 'ru', 'zh'] as const).find((l) => l === i18n.language) ?? 'en';
  const [initialForm] = useState<FormState>(() => (initial ? formFromArticle(initial) : newFormState(startLanguage)));
  const [active, setActive] = useState<Language>(() => languagesOf(initialForm)[0] ?? 'en');
  const [slugTouched, setSlugTouched] = useState(initial !== null);
  const [extra, setExtra] = useState<ArticleAttachment[]>([]);
  const [gone, setGone] = useState<number[]>([]);
  const [kept, setKept] = useState<string | null>(null);

  const go = (path: string, replace: boolean) => {
    allowLeave.current = true;
    void Promise.resolve(navigate(path, { replace })).finally(() => {
      allowLeave.current = false;
    });
  };

  const editor = useArticleSave({
    kind,
    initial,
    initialForm,
    onCreated: (created) => {
      queryClient.setQueryData(editorKeys.article(kind, created.slug), created);
      go(editPath(kind, created.slug), true);
    },
    onSaved: (saved, previous) => {
      queryClient.setQueryData(editorKeys.article(kind, saved.slug), saved);
      if (previous && saved.slug !== previous.slug) go(editPath(kind, saved.slug), true);
    },
  });
  const { article, form, setForm, saved, status, errors } = editor;
  const current = languagesOf(form).includes(active) ? active : (languagesOf(form)[0] ?? null);
  const draft: Draft | null = current ? (form.translations[current] ?? null) : null;

  const setDraft = (change: Partial<Draft>) => {
    if (!current) return;
    setForm((f) => {
      const next = {
        ...f,
        translations: { ...f.translations, [current]: { ...(f.translations[current] ?? EMPTY_DRAFT), ...change } },
      };
      return next;
    });
  };
  const setBody = (body: string) => setDraft({ body });
  const edit = useTextEdit(bodyRef, setBody);
  const attachments = mergeAttachments(article?.attachments ?? [], extra, gone);
  const addAttachment = (a: ArticleAttachment) => setExtra((all) => [a, ...all]);

  const reload = async () => {
    if (!article) return;
    const fresh = await editorApi.load(api, kind, article.slug);
    setKept(typedText(form));
    editor.reset(fresh);
    queryClient.setQueryData(editorKeys.article(kind, fresh.slug), fresh);
  };

  return (
    <form
      className="editor"
      noValidate
      onKeyDown={(e) => {
        if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 's') {
          e.preventDefault();
          void editor.save();
        }
      }}
      onSubmit={(e) => {
        e.preventDefault();
        void editor.save();
      }}
    >
      <LeaveGuard dirty={editor.dirty || status.kind === 'conflict'} allow={allowLeave} />
      <ArticleActions kind={kind} editor={editor} />
      {status.kind === 'conflict' ? <ConflictPanel form={form} onReload={reload} /> : null}
      {kept !== null ? <KeptTextPanel text={kept} onDismiss={() => setKept(null)} /> : null}

      <SettingsFields
        form={form}
        errors={errors}
        articleId={article?.id ?? null}
        onChange={(change) => {
          if (change.slug !== undefined) editor.setErrors(({ slug: _, ...rest }) => rest);
          setForm((f) => ({ ...f, ...change }));
        }}
        onSlugTouched={() => setSlugTouched(true)}
        onUploaded={addAttachment}
      />

      <LanguageTabs
        article={article}
        form={form}
        saved={saved}
        active={current ?? 'en'}
        onSelect={setActive}
        onAdd={(language) => {
          setForm((f) => ({ ...f, translations: { ...f.translations, [language]: { ...EMPTY_DRAFT } } }));
          setActive(language);
        }}
      />
      {errors.translations ? <p className="field__error">{t(errors.translations)}</p> : null}

      {current && draft ? (
        <div
          className="editor-panel"
          role="tabpanel"
          id="editor-language-panel"
          aria-labelledby={`editor-tab-${current}`}
        >
          <LanguageActions kind={kind} language={current} editor={editor} />
          <TextField
            name={`title.${current}`}
            label={t('fields.title')}
            value={draft.title}
            lang={current}
            error={errors[`title.${current}`]}
            onChange={(e) => {
              const title = e.target.value;
              setDraft({ title });
              if (!slugTouched && article === null) setForm((f) => ({ ...f, slug: slugify(title) || f.slug }));
            }}
          />
          <TextAreaField
            name={`summary.${current}`}
            label={t('fields.summary')}
            hint={t('fields.summaryHint')}
            rows={2}
            value={draft.summary}
            lang={current}
            error={errors[`summary.${current}`]}
            onChange={(e) => setDraft({ summary: e.target.value })}
          />
          <MarkdownEditor
            key={current}
            label={t('fields.body')}
            value={draft.body}
            onChange={setBody}
            textareaRef={bodyRef}
            articleId={article?.id ?? null}
            onUploaded={addAttachment}
          />
        </div>
      ) : null}

      <AttachmentList
        attachments={attachments}
        onInsert={(a) => edit((value, from, to) => insertImage(value, from, to, '', a.url))}
        onDeleted={(id) => {
          setGone((all) => [...all, id]);
          if (form.cover && attachments.find((a) => a.id === id)?.fileId === form.cover.fileId)
            setForm((f) => ({ ...f, cover: null }));
        }}
      />
      {article ? <AuditLine audit={article.audit} /> : null}
      <DeleteArticle
        editor={editor}
        onDeleted={() => {
          if (article) queryClient.removeQueries({ queryKey: editorKeys.article(kind, article.slug) });
          go(ARTICLE_EDITOR_PATHS[kind], false);
        }}
      />
    </form>
  );
}
