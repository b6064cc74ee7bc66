import { useTranslation } from 'react-i18next';
import { errorKey } from '../../lib/errors.ts';
import { Button } from '../../ui/button.tsx';
import type { SaveStatus } from './use-article-save.ts';

const hhmm = (date: Date, language: string) =>
  new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit' }).format(date);

/** Saving… / Saved at HH:MM / Not saved + Retry; or a note that the draft has changes. */
export function SaveStatusText(props: { status: SaveStatus; dirty: boolean; isNew: boolean; onRetry: () => void }) {
  const { t, i18n } = useTranslation('editor');
  const { status } = props;
  let text: string;
  if (status.kind === 'saving') text = t('save.saving');
  else if (status.kind === 'failed')
    text = status.error === 'invalid' ? t('save.invalid') : `${t('save.failed')} ${t(errorKey(status.error))}`;
  else if (status.kind === 'conflict') text = t('save.conflictShort');
  else if (props.dirty) text = props.isNew ? t('save.newUnsaved') : t('save.pending');
  else if (status.kind === 'saved') text = t('save.savedAt', { time: hhmm(status.at, i18n.language) });
  else text = props.isNew ? t('save.newUnsaved') : t('save.upToDate');
  return (
    <p className="editor-status" role="status" data-testid="save-status" data-state={status.kind}>
      <span>{text}</span>
      {status.kind === 'failed' && status.error !== 'invalid' ? (
        <Button variant="ghost" onClick={props.onRetry}>
          {t('save.retry')}
        </Button>
      ) : null}
    </p>
  );
}
