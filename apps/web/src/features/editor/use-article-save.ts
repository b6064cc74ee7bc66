import { ARTICLE_AUTOSAVE_MS, type ArticleKind, type EditorArticle, type Language } from '@crowdsolve/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAppEnv } from '../../lib/app-env.tsx';
import { codeOf, serverFieldErrors } from '../../lib/errors.ts';
import { editorApi } from './api.ts';
import { checkForm, createBody, type FormState, formFromArticle, isDirty, updateBody } from './form-state.ts';

const SLUG_CODES: Record<string, string> = {
  reserved_slug: 'editor:slug.reserved',
  too_short: 'editor:slug.too_short',
  too_long: 'editor:slug.too_long',
};

/** The server's field refusals in the form's terms: `slug`, `title.en`, `sites`… */
export function serverErrors(error: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, code] of Object.entries(serverFieldErrors(error))) {
    const translation = name.match(/^translations\.(en|ru|zh)\.(title|summary|body)$/);
    if (name === 'slug') out.slug = SLUG_CODES[code] ?? 'editor:slug.invalid_slug';
    else if (translation) out[`${translation[2]}.${translation[1]}`] = 'editor:tooLong';
    else if (name === 'sites') out.sites = 'editor:sites.required';
  }
  return out;
}

export type SaveStatus =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: Date }
  | { kind: 'failed'; error: unknown }
  | { kind: 'conflict' };

export interface SaveActions {
  publish?: Language[];
  unpublish?: Language[];
}

/**
 * The editor's form and its saving: drafts save ARTICLE_AUTOSAVE_MS after the last change (once
 * the article exists), one save at a time, each naming the version it started from. A refusal
 * for an older version stops autosave and keeps everything typed.
 */
export function useArticleSave(options: {
  kind: ArticleKind;
  initial: EditorArticle | null;
  initialForm: FormState;
  onCreated: (article: EditorArticle) => void;
  onSaved?: (article: EditorArticle, previous: EditorArticle | null) => void;
}) {
  const { api } = useAppEnv();
  const [article, setArticle] = useState<EditorArticle | null>(options.initial);
  const [form, setForm] = useState<FormState>(options.initialForm);
  const [saved, setSaved] = useState<FormState>(() =>
    options.initial ? formFromArticle(options.initial) : options.initialForm,
  );
  const [status, setStatus] = useState<SaveStatus>({ kind: 'idle' });
  const [errors, setErrors] = useState<Record<string, string>>({});

  const latest = useRef({ article, form, saved, status, options });
  latest.current = { article, form, saved, status, options };
  const inFlight = useRef<Promise<EditorArticle | null> | null>(null);

  const dirty = isDirty(form, saved);

  const save = useCallback(
    async (actions: SaveActions = {}, override?: FormState): Promise<EditorArticle | null> => {
      if (override) {
        latest.current.form = override;
        setForm(override);
      }
      if (inFlight.current) await inFlight.current.catch(() => null);
      const { article: current, form: sent, saved: base, options: opts } = latest.current;
      if (latest.current.status.kind === 'conflict') return null;
      const problems = checkForm(sent);
      setErrors(problems);
      if (Object.keys(problems).length > 0) {
        setStatus({ kind: 'failed', error: 'invalid' });
        return null;
      }
      const hasActions = (actions.publish?.length ?? 0) + (actions.unpublish?.length ?? 0) > 0;
      if (current && !hasActions && !isDirty(sent, base)) return current;
      setStatus({ kind: 'saving' });
      const run = (async () => {
        try {
          const reply = current
            ? await editorApi.update(api, current.id, updateBody(current.version, sent, base, actions))
            : await editorApi.create(api, createBody(opts.kind, sent));
          setArticle(reply);
          setSaved(sent);
          setStatus({ kind: 'saved', at: new Date() });
          if (current) opts.onSaved?.(reply, current);
          else opts.onCreated(reply);
          return reply;
        } catch (error) {
          const code = codeOf(error);
          if (code === 'ARTICLE_VERSION_CONFLICT') setStatus({ kind: 'conflict' });
          else setStatus({ kind: 'failed', error });
          if (code === 'ARTICLE_SLUG_TAKEN') setErrors({ slug: 'errors:ARTICLE_SLUG_TAKEN' });
          if (code === 'ERROR_VALIDATION') setErrors(serverErrors(error));
          return null;
        } finally {
          inFlight.current = null;
        }
      })();
      inFlight.current = run;
      return run;
    },
    [api],
  );

  // Autosave: a changed draft of a saved article, ARTICLE_AUTOSAVE_MS after the last change.
  const autosaveOn = article !== null && dirty && status.kind !== 'conflict' && status.kind !== 'saving';
  // biome-ignore lint/correctness/useExhaustiveDependencies: each change of the form restarts the wait
  useEffect(() => {
    if (!autosaveOn) return;
    const timer = setTimeout(() => void save(), ARTICLE_AUTOSAVE_MS);
    return () => clearTimeout(timer);
  }, [autosaveOn, form, save]);

  /** Takes the stored article (after a conflict, or to discard): the form shows it. */
  const reset = useCallback((next: EditorArticle) => {
    const nextForm = formFromArticle(next);
    setArticle(next);
    setForm(nextForm);
    setSaved(nextForm);
    setErrors({});
    setStatus({ kind: 'idle' });
  }, []);

  return { article, setArticle, form, setForm, saved, dirty, status, errors, setErrors, save, reset };
}

export type ArticleEditorState = ReturnType<typeof useArticleSave>;
