import type { ExtensionReply } from '@crowdsolve/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppEnv } from '../../lib/app-env.tsx';
import { useCurrentUser } from '../user/current-user.ts';
import './demo-widgets.css';

/** "1.2 MB" / "340 KB" in the reader's language. */
function sizeText(bytes: number, language: string): string {
  const mb = bytes >= 1024 * 1024;
  const value = mb ? bytes / (1024 * 1024) : Math.max(1, Math.round(bytes / 1024));
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: mb ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: 1,
  }).format(value);
}

const WHAT = ['what1', 'what2', 'what3', 'what4', 'what5'] as const;
const INSTALL = ['install1', 'install2', 'install3', 'install4', 'install5'] as const;
const PERMISSIONS = ['permStorage', 'permActiveTab', 'permHost', 'permContent', 'noRemote'] as const;

/** The browser extension: what it does, its download, how to install it, what it may do and why. */
export function ExtensionView({ extension }: { extension: ExtensionReply }) {
  const { t, i18n } = useTranslation('demoWidgets');
  const { api } = useAppEnv();
  const type = useCurrentUser(api).data?.profile.userType;
  const customer = type === 'customer' || type === 'developer';
  const guest = type === undefined;
  return (
    <div className="extension-page" data-testid="extension-page">
      <p className="extension-page__lead">{t('extension.lead')}</p>
      {extension.available ? (
        <p>
          <a
            className="button button--primary button--lg"
            href={extension.url}
            download={extension.fileName}
            data-testid="extension-download"
          >
            {t('extension.download', {
              version: extension.version,
              size: extension.size === null ? '—' : sizeText(extension.size, i18n.language),
            })}
          </a>
        </p>
      ) : (
        <p className="demo-widget__notice" role="note" data-testid="extension-unavailable">
          {t('extension.unavailableDownload')}
        </p>
      )}
      <h2>{t('extension.whatTitle')}</h2>
      <Items keys={WHAT} />
      <h2>{t('extension.installTitle')}</h2>
      <Items keys={INSTALL} ordered />
      <p data-testid="extension-key">
        {customer ? (
          <>
            {t('extension.yourKey')} <Link to="/setting">{t('extension.keyLink')}</Link>
          </>
        ) : guest ? (
          <Link to="/auth/login">{t('extension.signIn')}</Link>
        ) : null}
      </p>
      <h2>{t('extension.permissionsTitle')}</h2>
      <Items keys={PERMISSIONS} />
      <p>
        <Link to="/demo/normal" data-testid="extension-try">
          {t('extension.try')}
        </Link>
      </p>
    </div>
  );
}

/** A list of the page's sentences, by key. */
function Items({ keys, ordered = false }: { keys: readonly string[]; ordered?: boolean }) {
  const { t } = useTranslation('demoWidgets');
  const items = keys.map((k) => <li key={k}>{t(`extension.${k}`)}</li>);
  return ordered ? <ol>{items}</ol> : <ul>{items}</ul>;
}
