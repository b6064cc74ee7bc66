import { useTranslation } from 'react-i18next';
import { AgreementsTable } from '../../features/profile/agreements.tsx';
import { useAgreements } from '../../features/profile/api.ts';
import { ProfileFrame, QueryState } from '../../features/profile/profile-frame.tsx';

/** `/profile/docs`: the agreements the account accepted. */
export function ProfileDocsPage() {
  const { t } = useTranslation('profile');
  const agreements = useAgreements();
  return (
    <ProfileFrame routeId="profileDocs">
      <p className="lead">{t('docs.lead')}</p>
      <QueryState query={agreements}>{(list) => <AgreementsTable agreements={list} />}</QueryState>
    </ProfileFrame>
  );
}
