import { type CreatedWorkerToken, WORK_PATHS, type WorkerTokensReply, workPath } from '@crowdsolve/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppEnv } from '../../lib/app-env.tsx';
import { request } from '../../lib/request.ts';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/field.tsx';
import { FormError } from '../../ui/form-error.tsx';

const tokensKey = ['work', 'tokens'] as const;

/** A signed-in worker's API tokens: create one (shown once), list and revoke. */
export function WorkerTokensPanel() {
  const { t } = useTranslation();
  const { api } = useAppEnv();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [created, setCreated] = useState<CreatedWorkerToken | null>(null);
  const tokens = useQuery({
    queryKey: tokensKey,
    queryFn: () => request<WorkerTokensReply>(api, WORK_PATHS.tokens),
  });
  const create = useMutation({
    mutationFn: () => request<CreatedWorkerToken>(api, WORK_PATHS.tokens, { method: 'POST', body: { name } }),
    onSuccess: (token) => {
      setCreated(token);
      setName('');
      void queryClient.invalidateQueries({ queryKey: tokensKey });
    },
  });
  const revoke = useMutation({
    mutationFn: (id: number) => request(api, workPath(WORK_PATHS.token, id), { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tokensKey }),
  });
  return (
    <section className="card" data-testid="worker-tokens">
      <h2>{t('landings2:software.tokens.title')}</h2>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          create.mutate();
        }}
      >
        <TextField
          name="tokenName"
          label={t('landings2:software.tokens.name')}
          value={name}
          maxLength={100}
          required
          onChange={(e) => setName(e.target.value)}
        />
        <Button type="submit" disabled={create.isPending}>
          {t('landings2:software.tokens.create')}
        </Button>
      </form>
      <FormError error={create.error ?? tokens.error ?? revoke.error} />
      {created ? (
        <p className="notice" role="status">
          {t('landings2:software.tokens.once')} <code data-testid="new-token">{created.token}</code>
        </p>
      ) : null}
      {tokens.data?.tokens.length ? (
        <ul>
          {tokens.data.tokens.map((token) => (
            <li key={token.id}>
              {token.name}{' '}
              <Button variant="ghost" onClick={() => revoke.mutate(token.id)} disabled={revoke.isPending}>
                {t('landings2:software.tokens.revoke')}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
