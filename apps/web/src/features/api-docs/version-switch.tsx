import { API_DOC_VERSIONS, type ApiDocVersion } from '@crowdsolve/contract';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

/** v1 (in.php, res.php) or v2 (createTask, JSON): the same page in the other protocol. */
export function VersionSwitch({ version }: { version: ApiDocVersion }) {
  const { t } = useTranslation('apiDocs');
  const { pathname, search } = useLocation();
  const href = (v: ApiDocVersion) => {
    const params = new URLSearchParams(search);
    if (v === 'v1') params.delete('version');
    else params.set('version', v);
    const query = params.toString();
    return `${pathname}${query ? `?${query}` : ''}`;
  };
  return (
    <nav className="doc-versions" aria-label={t('version.label')}>
      {API_DOC_VERSIONS.map((v) => (
        <Link
          key={v}
          to={href(v)}
          className={v === version ? 'button button--primary' : 'button button--ghost'}
          aria-current={v === version ? 'page' : undefined}
          data-version={v}
          preventScrollReset
        >
          {t(`version.${v}`)}
        </Link>
      ))}
    </nav>
  );
}
