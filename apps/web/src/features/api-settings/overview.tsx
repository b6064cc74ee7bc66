import { type ApiSettingsReply, IP_ALLOW_LIST_MAX } from '@crowdsolve/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../profile/format.ts';

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
      {updatedAt ? (
        <p className="muted">{t('apiSettings.overview.updatedAt', { at: formatDateTime(updatedAt, i18n.language) })}</p>
      ) : null}
    </div>
  );
}
