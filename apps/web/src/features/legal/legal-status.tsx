import type { LegalStatusReply } from '@crowdsolve/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppEnv } from '../../lib/app-env.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { Button } from '../../ui/button.tsx';
import { FormError } from '../../ui/form-error.tsx';
import { acceptLegal, LEGAL_PAGES, legalKeys } from './api.ts';

/**
 * Each legal document's current version and whether the user accepted it, with one button that
 * accepts those not accepted yet (`/profile/docs`). Accepting refreshes the list of acceptances.
 */
export function LegalStatusTable({ status, onAccepted }: { status: LegalStatusReply; onAccepted: () => void }) {
  const { t, i18n } = useTranslation('profile');
  const { api } = useAppEnv();
  const queryClient = useQueryClient();
  const pending = status.documents.filter((d) => d.pending);
  const accept = useMutation({
    mutationFn: () =>
      acceptLegal(api, { documents: pending.map((d) => ({ document: d.document, version: d.version })) }),
    onSuccess: (reply) => {
      queryClient.setQueryData(legalKeys.status, reply);
      onAccepted();
    },
  });
  return (
    <section className="legal-status" aria-labelledby="legal-status-title">
      <h2 id="legal-status-title">{t('docs.current.title')}</h2>
      <div className="table-scroll">
        <table className="table" data-testid="legal-status">
          <thead>
            <tr>
              <th scope="col">{t('docs.document')}</th>
              <th scope="col">{t('docs.current.version')}</th>
              <th scope="col">{t('docs.current.status')}</th>
            </tr>
          </thead>
          <tbody>
            {status.documents.map((d) => (
              <tr key={d.document} data-document={d.document} data-pending={d.pending}>
                <td>
                  <Link to={LEGAL_PAGES[d.document].path}>{t(`docs.names.${d.document}`)}</Link>
                </td>
                <td>{d.version}</td>
                <td>
                  {d.pending ? (
                    <span className="badge badge--warning">{t('docs.current.pending')}</span>
                  ) : (
                    <span className="badge badge--success">
                      {t('docs.current.accepted', { date: formatDateTime(d.acceptedAt, i18n.language) })}
                    </span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <FormError error={accept.error} />
      {pending.length ? (
        <Button onClick={() => accept.mutate()} disabled={accept.isPending}>
          {t('docs.current.accept')}
        </Button>
      ) : null}
    </section>
  );
}
