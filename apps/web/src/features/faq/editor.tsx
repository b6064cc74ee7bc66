import type { FaqAudience, FaqEditorEntry, FaqEntryBody, Language } from '@crowdsolve/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppEnv } from '../../lib/app-env.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { Button } from '../../ui/button.tsx';
import { CheckboxField, TextAreaField, TextField } from '../../ui/field.tsx';
import { FormError } from '../../ui/form-error.tsx';
import { ConfirmModal } from '../editor/confirm-modal.tsx';
import { entryPath, faqEditorCalls, faqKeys } from './api.ts';
import { ANSWER_MAX, AUDIENCES, LANGUAGE_ORDER, QUESTION_MAX } from './constants.ts';
import { useAudienceTitle } from './faq-views.tsx';
import '../editor/editor.css';
import './faq.css';

type Texts = Record<Language, { question: string; answer: string }>;

const emptyTexts = (): Texts => ({
  en: { question: '', answer: '' },
  ru: { question: '', answer: '' },
  zh: { question: '', answer: '' },
});

function textsOf(entry: FaqEditorEntry | null): Texts {
  const texts = emptyTexts();
  for (const t of entry?.translations ?? []) texts[t.language] = { question: t.question, answer: t.answer };
  return texts;
}

/** The body a form sends: languages with both a question and an answer (en is required by the server). */
export function bodyOf(audience: FaqAudience, published: boolean, texts: Texts): FaqEntryBody {
  return {
    audience,
    published,
    translations: LANGUAGE_ORDER.flatMap((language) => {
      const { question, answer } = texts[language];
      return question.trim() && answer.trim() ? [{ language, question: question.trim(), answer: answer.trim() }] : [];
    }),
  };
}

/** The question in the page's language, else in English. */
export function questionIn(entry: FaqEditorEntry, language: Language): string {
  const pick = entry.translations.find((t) => t.language === language) ?? entry.translations[0];
  return pick?.question ?? '';
}

/** After a change: the staff list and the public pages read again. */
function useRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: faqKeys.all });
}

/** A new entry's or an existing one's form: topic, published, a tab per language. */
export function FaqEntryForm(props: { entry: FaqEditorEntry | null; audience: FaqAudience; onDone: () => void }) {
  const { t } = useTranslation('faq');
  const { api } = useAppEnv();
  const refresh = useRefresh();
  const audienceTitle = useAudienceTitle();
  const [audience, setAudience] = useState<FaqAudience>(props.entry?.audience ?? props.audience);
  const [published, setPublished] = useState(props.entry?.published ?? true);
  const [texts, setTexts] = useState<Texts>(() => textsOf(props.entry));
  const [active, setActive] = useState<Language>('en');
  const save = useMutation({
    mutationFn: (body: FaqEntryBody) =>
      props.entry ? faqEditorCalls.update(api, props.entry.id, body) : faqEditorCalls.create(api, body),
    onSuccess: async () => {
      await refresh();
      props.onDone();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(bodyOf(audience, published, texts));
  };
  const set = (field: 'question' | 'answer', value: string) =>
    setTexts((all) => ({ ...all, [active]: { ...all[active], [field]: value } }));
  return (
    <form className="faq-editor-form" onSubmit={submit} data-testid="faq-entry-form">
      <label className="field">
        <span className="field__label">{t('editor.audience')}</span>
        <select className="field__input" value={audience} onChange={(e) => setAudience(e.target.value as FaqAudience)}>
          {AUDIENCES.map((a) => (
            <option key={a} value={a}>
              {audienceTitle(a)}
            </option>
          ))}
        </select>
      </label>
      <CheckboxField
        name="published"
        label={t('editor.publishNow')}
        checked={published}
        onChange={(e) => setPublished(e.target.checked)}
      />
      <p className="field__hint">{t('editor.enRequired')}</p>
      <div className="editor-tabs">
        <div className="editor-tabs__list" role="tablist" aria-label={t('editor.languages')}>
          {LANGUAGE_ORDER.map((language) => (
            <button
              key={language}
              type="button"
              role="tab"
              aria-selected={active === language}
              className={active === language ? 'editor-tabs__tab is-active' : 'editor-tabs__tab'}
              onClick={() => setActive(language)}
            >
              {t(`common:language.names.${language}`)}
            </button>
          ))}
        </div>
      </div>
      <div role="tabpanel" lang={active}>
        <TextField
          name={`question-${active}`}
          label={t('editor.question')}
          value={texts[active].question}
          maxLength={QUESTION_MAX}
          required={active === 'en'}
          onChange={(e) => set('question', e.target.value)}
        />
        <TextAreaField
          name={`answer-${active}`}
          label={t('editor.answer')}
          value={texts[active].answer}
          maxLength={ANSWER_MAX}
          rows={10}
          onChange={(e) => set('answer', e.target.value)}
        />
      </div>
      <FormError error={save.error} />
      <div className="faq-editor-entry__actions">
        <Button type="submit" disabled={save.isPending}>
          {t('editor.save')}
        </Button>
        <Button variant="ghost" onClick={props.onDone}>
          {t('editor.cancel')}
        </Button>
      </div>
    </form>
  );
}

/** One entry in the staff list: its state, actions, the form when editing, and its history. */
export function FaqEditorRow(props: {
  entry: FaqEditorEntry;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  moving: boolean;
}) {
  const { t, i18n } = useTranslation('faq');
  const { api } = useAppEnv();
  const refresh = useRefresh();
  const { entry } = props;
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const publish = useMutation({
    mutationFn: () => faqEditorCalls.publish(api, entry.id, !entry.published),
    onSuccess: refresh,
  });
  const remove = useMutation({ mutationFn: () => faqEditorCalls.remove(api, entry.id), onSuccess: refresh });
  const question = questionIn(entry, i18n.language as Language);
  return (
    <li className="faq-editor-entry" data-entry={entry.id}>
      <div className="faq-editor-entry__head">
        <strong>
          {props.index + 1}. {question}
        </strong>
        <span>
          <span className={entry.published ? 'badge badge--success' : 'badge badge--warning'}>
            {entry.published ? t('editor.published') : t('editor.draft')}
          </span>{' '}
          {entry.shipped ? <span className="badge">{t('editor.shipped')}</span> : null}{' '}
          <span className="muted">{entry.translations.map((tr) => tr.language).join(' · ')}</span>
        </span>
      </div>
      <p className="muted">
        {t('editor.updatedBy', { date: formatDateTime(entry.updatedAt, i18n.language), user: entry.updatedBy })}
      </p>
      <div className="faq-editor-entry__actions">
        <Button variant="ghost" onClick={() => setEditing((e) => !e)} aria-expanded={editing}>
          {t('editor.edit')}
        </Button>
        <Button variant="ghost" disabled={publish.isPending} onClick={() => publish.mutate()}>
          {entry.published ? t('editor.unpublish') : t('editor.publish')}
        </Button>
        <Button
          variant="ghost"
          disabled={props.moving || props.index === 0}
          onClick={() => props.onMove(props.index, props.index - 1)}
        >
          {t('editor.moveUp')}
        </Button>
        <Button
          variant="ghost"
          disabled={props.moving || props.index === props.count - 1}
          onClick={() => props.onMove(props.index, props.index + 1)}
        >
          {t('editor.moveDown')}
        </Button>
        {entry.published ? (
          <Link className="button button--ghost" to={entryPath(entry.id)}>
            {t('editor.view')}
          </Link>
        ) : null}
        <Button variant="danger" onClick={() => setConfirming(true)}>
          {t('editor.delete')}
        </Button>
      </div>
      <FormError error={publish.error} />
      {editing ? <FaqEntryForm entry={entry} audience={entry.audience} onDone={() => setEditing(false)} /> : null}
      {entry.audit.length ? (
        <details>
          <summary>{t('editor.history')}</summary>
          <ul className="faq-editor-history">
            {entry.audit.map((a) => (
              <li key={`${a.at}-${a.action}-${a.detail}`}>
                {t('editor.historyLine', {
                  at: formatDateTime(a.at, i18n.language),
                  user: a.user,
                  action: t(`editor.actions.${a.action}`, { defaultValue: a.action }),
                })}
                {a.detail ? ` — ${a.detail}` : ''}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      <ConfirmModal
        open={confirming}
        title={t('editor.delete')}
        confirm={t('editor.delete')}
        busy={remove.isPending}
        error={remove.error}
        onCancel={() => setConfirming(false)}
        onConfirm={() => remove.mutate(undefined, { onSuccess: () => setConfirming(false) })}
      >
        <p>{t('editor.deleteConfirm', { question })}</p>
      </ConfirmModal>
    </li>
  );
}
