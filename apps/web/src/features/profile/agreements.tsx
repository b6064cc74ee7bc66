import type { Agreement } from '@crowdsolve/contract';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format.ts';
import { type Column, DataTable } from '../../ui/data-table.tsx';

/** Names of the documents a user can accept; others show their raw name. */
const KNOWN_DOCUMENTS = ['terms', 'payment', 'privacy'] as const;

/** Accepted agreements: document, version, date. */
export function AgreementsTable({ agreements }: { agreements: Agreement[] }) {
  const { t, i18n } = useTranslation('profile');
  if (agreements.length === 0) return <p className="muted">{t('docs.empty')}</p>;
  const columns: Column<Agreement>[] = [
    {
      key: 'document',
      header: t('docs.document'),
      cell: (a) =>
        (KNOWN_DOCUMENTS as readonly string[]).includes(a.document) ? t(`docs.names.${a.document}`) : a.document,
    },
    { key: 'version', header: t('docs.version'), cell: (a) => a.version },
    { key: 'acceptedAt', header: t('docs.acceptedAt'), cell: (a) => formatDateTime(a.acceptedAt, i18n.language) },
  ];
  return <DataTable columns={columns} rows={agreements} rowKey={(a) => `${a.document}-${a.version}-${a.acceptedAt}`} />;
}
