import type { SessionInfo } from '@crowdsolve/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAppEnv } from '../../app/app-env.tsx';
import { Button } from '../../ui/button.tsx';
import { FormError } from '../../ui/form-error.tsx';
import { profileApi, profileKeys, useSessions } from './api.ts';
import { formatDateTime } from './format.ts';
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

  return (
    <>
      <FormError error={end.error} />
      <table className="table">
        <thead>
          <tr>
            <th scope="col">{t('sessions.device')}</th>
            <th scope="col">{t('sessions.ip')}</th>
            <th scope="col">{t('sessions.lastSeen')}</th>
            <th scope="col">{t('sessions.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {sessions.map((s) => (
            <tr key={s.id} data-session={s.id}>
              <td>
                {s.device}
                {s.current ? (
                  <>
                    {' '}
                    <strong className="badge">{t('sessions.thisDevice')}</strong>
                  </>
                ) : null}
              </td>
              <td>{s.ip ?? '—'}</td>
              <td>{formatDateTime(s.lastSeenAt, i18n.language)}</td>
              <td>
                {s.current ? null : (
                  <Button
                    variant="ghost"
                    disabled={end.isPending && end.variables === s.id}
                    aria-label={t('sessions.endLabel', { device: s.device })}
                    onClick={() => end.mutate(s.id)}
                  >
                    {t('sessions.end')}
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
