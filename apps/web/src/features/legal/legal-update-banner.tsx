import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useAppEnv } from '../../lib/app-env.tsx';
import { Button } from '../../ui/button.tsx';
import { FormError } from '../../ui/form-error.tsx';
import { acceptLegal, LEGAL_PAGES, legalKeys, legalStatusQuery } from './api.ts';

/**
 * When a new version of a legal document is published, a signed-in user who has not accepted it
 * sees this banner on every page: links to the new texts and one button that records acceptance.
 */
export function LegalUpdateBanner() {
  const { api } = useAppEnv();
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const onAuthPage = pathname.startsWith('/auth/');
  const status = useQuery({ ...legalStatusQuery(api), enabled: !onAuthPage });
  const accept = useMutation({
    mutationFn: (documents: { document: 'terms' | 'payment' | 'privacy'; version: string }[]) =>
      acceptLegal(api, { documents }),
    onSuccess: (reply) => queryClient.setQueryData(legalKeys.status, reply),
  });
  const pending = status.data?.documents.filter((d) => d.pending) ?? [];
  if (onAuthPage || pending.length === 0) return null;
  return (
    <aside className="region-banner legal-update" data-testid="legal-update-banner" aria-label={t('legalUpdate.label')}>
      <p>
        {t('legalUpdate.text')}{' '}
        {pending.map((d, i) => (
          <span key={d.document}>
            {i > 0 ? ', ' : null}
            <Link to={LEGAL_PAGES[d.document].path}>{t(`legalUpdate.documents.${d.document}`)}</Link>
          </span>
        ))}
      </p>
      <FormError error={accept.error} />
      <Button
        onClick={() => accept.mutate(pending.map((d) => ({ document: d.document, version: d.version })))}
        disabled={accept.isPending}
      >
        {t('legalUpdate.accept')}
      </Button>
    </aside>
  );
}
