import type { Agreement } from '@crowdsolve/contract';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from './format.ts';

/** Names of the documents a user can accept; others show their raw name. */
const KNOWN_DOCUMENTS = ['terms', 'privacy'] as const;

/** Accepted agreements: document, version, date. */
export function AgreementsTable({ agreements }: { agreements: Agreement[] }) {
  const { t, i18n } = useTranslation('profile');
  if (agreements.length === 0) return <p className="muted">{t('docs.empty')}</p>;
  return (
    <table className="table">
      <thead>
        <tr>
          <th scope="col">{t('docs.document')}</th>
          <th scope="col">{t('docs.version')}</th>
          <th scope="col">{t('docs.acceptedAt')}</th>
        </tr>
      </thead>
      <tbody>
        {agreements.map((a) => (
          <tr key={`${a.document}-${a.version}-${a.acceptedAt}`}>
            <td>
              {(KNOWN_DOCUMENTS as readonly string[]).includes(a.document) ? t(`docs.names.${a.document}`) : a.document}
            </td>
            <td>{a.version}</td>
            <td>{formatDateTime(a.acceptedAt, i18n.language)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
