import type { SessionInfo } from '@crowdsolve/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAppEnv } from '../../lib/app-env.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { Button } from '../../ui/button.tsx';
import { type Column, DataTable } from '../../ui/data-table.tsx';
import { FormError } from '../../ui/form-error.tsx';
import { profileApi, profileKeys, useSessions } from './api.ts';
import { QueryState } from './profile-frame.tsx';

/** Devices signed in to the account; any but this one can be signed out. */
export function SessionsSection() {
  const { t } = useTranslation('profile');
  const sessions = useSessions();
  return (
    <section className="section" aria-labelledby="sessions-title">
      <h2 id="sessions-title">{t('sessions.title')}</h2>
      <p className="muted">{t('sessions.text')}</p>
      <QueryState query={sessions}>{(list) => <SessionsTable sessions={list} />}</QueryState>
    </section>
  );
}

function SessionsTable({ sessions }: { sessions: SessionInfo[] }) {
  const { t, i18n } = useTranslation('profile');
  const { api } = useAppEnv();
  const queryClient = useQueryClient();
  const end = useMutation({
    mutationFn: (id: string) => profileApi.endSession(api, id),
    onSuccess: (_reply, id) => {
      queryClient.setQueryData<SessionInfo[]>(profileKeys.sessions, (old) => old?.filter((s) => s.id !== id));
      void queryClient.invalidateQueries({ queryKey: profileKeys.sessions });
    },
  });
  const columns: Column<SessionInfo>[] = [
    {
      key: 'device',
      header: t('sessions.device'),
      cell: (s) => (
        <>
          {s.device}
          {s.current ? (
            <>
              {' '}
              <strong className="badge">{t('sessions.thisDevice')}</strong>
            </>
          ) : null}
        </>
      ),
    },
    { key: 'ip', header: t('sessions.ip'), cell: (s) => s.ip ?? '—' },
    { key: 'lastSeen', header: t('sessions.lastSeen'), cell: (s) => formatDateTime(s.lastSeenAt, i18n.language) },
    {
      key: 'actions',
      header: t('sessions.actions'),
      cell: (s) =>
        s.current ? null : (
          <Button
            variant="ghost"
            disabled={end.isPending && end.variables === s.id}
            aria-label={t('sessions.endLabel', { device: s.device })}
            onClick={() => end.mutate(s.id)}
          >
            {t('sessions.end')}
          </Button>
        ),
    },
  ];

  return (
    <>
      <FormError error={end.error} />
      <DataTable
        columns={columns}
        rows={sessions}
        rowKey={(s) => s.id}
        rowAttributes={(s) => ({ 'data-session': s.id })}
      />
    </>
  );
}
