import { useTranslation } from 'react-i18next';
import { errorKey } from '../../lib/errors.ts';
import { RequestError } from '../../lib/request.ts';
import type { WorkNote } from './use-work-loop.ts';

/** The reason the server gave for refusing an answer (`fields[0].message`), if any. */
export function refusalDetail(error: unknown): string | null {
  if (!(error instanceof RequestError) || error.code !== 'WORK_INVALID_ANSWER') return null;
  const body = error.data as { error?: { message?: string; fields?: { message?: string }[] } } | null;
  return body?.error?.fields?.[0]?.message ?? body?.error?.message ?? null;
}

/** The last failure or note of the working loop, in a fixed-height line. */
export function WorkNoteView({ note }: { note: WorkNote | null }) {
  const { t } = useTranslation('worker');
  if (!note) return <div className="work-note" />;
  if (note.kind === 'info') {
    return (
      <div className="work-note">
        <p className="notice" role="status">
          {t(note.key)}
        </p>
      </div>
    );
  }
  const detail = refusalDetail(note.error);
  return (
    <div className="work-note">
      <p className="form-error" role="alert" data-testid="work-error">
        {t(errorKey(note.error))}
        {detail ? ` ${t('notes.reason', { detail })}` : null}
      </p>
    </div>
  );
}
