import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { legalStatusQuery } from '../../features/legal/api.ts';
import '../../features/legal/legal.css';
import { LegalStatusTable } from '../../features/legal/legal-status.tsx';
import { AgreementsTable } from '../../features/profile/agreements.tsx';
import { profileKeys, useAgreements } from '../../features/profile/api.ts';
import { ProfileFrame, QueryState } from '../../features/profile/profile-frame.tsx';
import { useAppEnv } from '../../lib/app-env.tsx';

/** `/profile/docs`: the current legal documents and whether they are accepted, then every acceptance with its date. */
export function ProfileDocsPage() {
  const { t } = useTranslation('profile');
  const { api } = useAppEnv();
  const queryClient = useQueryClient();
  const agreements = useAgreements();
  const status = useQuery(legalStatusQuery(api));
  return (
    <ProfileFrame routeId="profileDocs">
      <p className="lead">{t('docs.lead')}</p>
      <QueryState query={status}>
        {(s) => (
          <LegalStatusTable
            status={s}
            onAccepted={() => void queryClient.invalidateQueries({ queryKey: profileKeys.agreements })}
          />
        )}
      </QueryState>
      <h2>{t('docs.current.history')}</h2>
      <QueryState query={agreements}>{(list) => <AgreementsTable agreements={list} />}</QueryState>
    </ProfileFrame>
  );
}
