import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText } from '../../lib/copy.ts';
import { Button } from '../../ui/button.tsx';
import { FormError } from '../../ui/form-error.tsx';
import { type FormState, languagesOf } from './form-state.ts';

/** Everything typed, as one text to copy: each language's title, summary and Markdown. */
export function typedText(form: FormState): string {
  return languagesOf(form)
    .map((language) => {
      const d = form.translations[language];
      return d ? `[${language}]\n# ${d.title}\n\n${d.summary}\n\n${d.body}` : '';
    })
    .join('\n\n');
}

/** A copy button with the text it copies, selected when the clipboard refuses. */
function CopyBox({ text }: { text: string }) {
  const { t } = useTranslation('editor');
  const ref = useRef<HTMLTextAreaElement>(null);
  const [done, setDone] = useState(false);
  return (
    <div className="editor-conflict__copy">
      <textarea ref={ref} readOnly value={text} rows={6} aria-label={t('conflict.yourText')} />
      <Button variant="ghost" onClick={() => void copyText(text, ref.current).then((how) => setDone(how === 'copied'))}>
        {done ? t('conflict.copied') : t('conflict.copy')}
      </Button>
    </div>
  );
}

/**
 * Someone saved the article since this form loaded it: say so, keep the typed text in the form
 * (autosave stops), offer to copy it, and reload the stored article on request.
 */
export function ConflictPanel(props: { form: FormState; onReload: () => Promise<void> }) {
  const { t } = useTranslation('editor');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  return (
    <div className="notice notice--warning editor-conflict" role="alert" data-testid="conflict">
      <p>{t('errors:ARTICLE_VERSION_CONFLICT')}</p>
      <p>{t('conflict.keep')}</p>
      <CopyBox text={typedText(props.form)} />
      <Button
        disabled={busy}
        onClick={() => {
          setBusy(true);
          setError(null);
          props
            .onReload()
            .catch(setError)
            .finally(() => setBusy(false));
        }}
      >
        {t('conflict.reload')}
      </Button>
      <FormError error={error} />
    </div>
  );
}

/** After a reload: the text typed before it, until dismissed. */
export function KeptTextPanel({ text, onDismiss }: { text: string; onDismiss: () => void }) {
  const { t } = useTranslation('editor');
  return (
    <div className="notice notice--info editor-conflict" data-testid="kept-text">
      <p>{t('conflict.kept')}</p>
      <CopyBox text={text} />
      <Button variant="ghost" onClick={onDismiss}>
        {t('conflict.dismiss')}
      </Button>
    </div>
  );
}
