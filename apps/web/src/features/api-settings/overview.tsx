import { type ApiSettingsReply, IP_ALLOW_LIST_MAX } from '@crowdsolve/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../lib/format.ts';
import { REPORT_TABS } from '../customer/frame.tsx';

/** Where to see what the API did for the account. */
function ReportLinks() {
  const { t } = useTranslation('customer');
  return (
    <section className="section" aria-labelledby="setting-reports">
      <h2 id="setting-reports">{t('tabs.label')}</h2>
      <ul data-testid="overview-reports">
        {REPORT_TABS.map((tab) => (
          <li key={tab.key}>
            <Link to={tab.to}>{t(`tabs.${tab.key}`)}</Link>
          </li>
        ))}
        <li>
          <Link to="/setting/pingback_log">{t('tabs.pingbackLog')}</Link>
        </li>
      </ul>
    </section>
  );
}

/** The settings at a glance, each with a link to its page. */
export function ApiSettingsOverview({ settings }: { settings: ApiSettingsReply }) {
  const { t, i18n } = useTranslation('profile');
  const { ipAllowList, recognition100, perKeyLimitPerMinute, updatedAt } = settings;
  return (
    <div className="setting-overview">
      <p className="lead">{t('apiSettings.overview.lead')}</p>
      <dl className="facts">
        <dt>{t('apiSettings.overview.iplist')}</dt>
        <dd data-testid="overview-iplist">
          {ipAllowList.length === 0
            ? t('apiSettings.overview.iplistAny')
            : t('apiSettings.overview.iplistCount', { n: ipAllowList.length, max: IP_ALLOW_LIST_MAX })}{' '}
          <Link to="/setting/iplist">{t('apiSettings.overview.change')}</Link>
        </dd>
        <dt>{t('apiSettings.overview.percent100')}</dt>
        <dd data-testid="overview-percent100">
          {recognition100.enabled
            ? t('apiSettings.overview.percent100On', { matches: recognition100.matches })
            : t('apiSettings.overview.percent100Off')}{' '}
          <Link to="/setting/percent_100">{t('apiSettings.overview.change')}</Link>
        </dd>
        <dt>{t('apiSettings.overview.limit')}</dt>
        <dd data-testid="overview-limit">
          {perKeyLimitPerMinute === null
            ? t('apiSettings.overview.limitNone')
            : t('apiSettings.overview.limitValue', { limit: perKeyLimitPerMinute })}{' '}
          <Link to="/setting/edit">{t('apiSettings.overview.change')}</Link>
        </dd>
        <dt>{t('apiSettings.overview.pingback')}</dt>
        <dd>
          <Link to="/setting/pingback">{t('apiSettings.overview.pingbackLink')}</Link>
        </dd>
      </dl>
      <ReportLinks />
      {updatedAt ? (
        <p className="muted">{t('apiSettings.overview.updatedAt', { at: formatDateTime(updatedAt, i18n.language) })}</p>
      ) : null}
    </div>
  );
}
