import type { FaqAudience } from '@crowdsolve/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { faqEditorCalls, faqEditorListQuery, faqKeys } from '../../features/faq/api.ts';
import { AUDIENCES, isAudience } from '../../features/faq/constants.ts';
import { FaqEditorRow, FaqEntryForm } from '../../features/faq/editor.tsx';
import { useAudienceTitle } from '../../features/faq/faq-views.tsx';
import { useAppEnv } from '../../lib/app-env.tsx';
import { Button } from '../../ui/button.tsx';
import { FormError } from '../../ui/form-error.tsx';
import { QueryView } from '../../ui/query-view.tsx';

/** The audience in the address bar (`?audience=`), workers by default. */
export function audienceFrom(params: URLSearchParams): FaqAudience {
  const value = params.get('audience') ?? '';
  return isAudience(value) ? value : 'worker';
}

/** `/editor/faq` (admins and moderators): an audience's entries to add, edit, publish, reorder and delete. */
export function FaqEditorPage() {
  const { t } = useTranslation('faq');
  const { api } = useAppEnv();
  const client = useQueryClient();
  const title = useAudienceTitle();
  const [params] = useSearchParams();
  const audience = audienceFrom(params);
  const list = useQuery(faqEditorListQuery(api, audience));
  const [adding, setAdding] = useState(false);
  const reorder = useMutation({
    mutationFn: (ids: number[]) => faqEditorCalls.reorder(api, audience, ids),
    onSuccess: (reply) => {
      client.setQueryData(faqKeys.editorList(audience), reply);
      return client.invalidateQueries({ queryKey: faqKeys.all });
    },
  });
  const move = (from: number, to: number) => {
    const ids = (list.data?.entries ?? []).map((e) => e.id);
    const [id] = ids.splice(from, 1);
    if (id === undefined) return;
    ids.splice(to, 0, id);
    reorder.mutate(ids);
  };
  return (
    <section className="page" data-route="editorFaq">
      <h1>{t('routes:editorFaq.title')}</h1>
      <p className="lead">{t('editor.lead')}</p>
      <nav aria-label={t('list.topics')}>
        <ul className="faq-topics">
          {AUDIENCES.map((a) => (
            <li key={a}>
              <Link to={`?audience=${a}`} aria-current={a === audience ? 'page' : undefined}>
                {title(a)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {adding ? (
        <FaqEntryForm entry={null} audience={audience} onDone={() => setAdding(false)} />
      ) : (
        <Button onClick={() => setAdding(true)}>{t('editor.add')}</Button>
      )}
      <FormError error={reorder.error} />
      <QueryView query={list}>
        {(data) => (
          <>
            <p className="muted">{t('editor.entries', { count: data.entries.length })}</p>
            <ol className="faq-editor-list" data-testid="faq-editor-list">
              {data.entries.map((entry, index) => (
                <FaqEditorRow
                  key={entry.id}
                  entry={entry}
                  index={index}
                  count={data.entries.length}
                  onMove={move}
                  moving={reorder.isPending}
                />
              ))}
            </ol>
          </>
        )}
      </QueryView>
    </section>
  );
}
