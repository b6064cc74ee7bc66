import type { ApiSettingsReply } from '@crowdsolve/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppEnv } from '../../lib/app-env.tsx';
import { RequestError } from '../../lib/request.ts';
import { AreaFrame } from '../../ui/area-frame.tsx';
import { FormError, Notice } from '../../ui/form-error.tsx';
import { NavTabs } from '../../ui/nav-tabs.tsx';
import { useCurrentUser } from '../user/current-user.ts';
import { useApiSettings } from './api.ts';

/** The API-settings screens, in the order of the sub-navigation (pingback is its own screen). */
export const SETTING_TABS = [
  { key: 'overview', to: '/setting' },
  { key: 'iplist', to: '/setting/iplist' },
  { key: 'percent100', to: '/setting/percent_100' },
  { key: 'limit', to: '/setting/edit' },
  { key: 'pingback', to: '/setting/pingback' },
] as const;

export function SettingTabs() {
  return <NavTabs ns="profile" prefix="apiSettings.tabs" tabs={SETTING_TABS} />;
}

/** Shown to accounts without an API key (workers): the server answers them ERROR_FORBIDDEN. */
export function NotForThisAccount() {
  const { t } = useTranslation('profile');
  return (
    <Notice tone="warning">
      <span data-testid="api-settings-not-allowed">{t('apiSettings.notAllowed')}</span>
    </Notice>
  );
}

/**
 * An API-settings screen: the title (`routes:<routeId>.title`), the tabs, then `children` with
 * the loaded settings; accounts other than customers and developers get an explanation instead.
 */
export function SettingsFrame({
  routeId,
  children,
}: {
  routeId: string;
  children: (settings: ApiSettingsReply) => ReactNode;
}) {
  const { t } = useTranslation();
  const { api } = useAppEnv();
  const userType = useCurrentUser(api).data?.profile.userType;
  const hasApiKey = userType === undefined || userType === 'customer' || userType === 'developer';
  const settings = useApiSettings(hasApiKey);
  const forbidden = settings.error instanceof RequestError && settings.error.code === 'ERROR_FORBIDDEN';

  let content: ReactNode;
  if (!hasApiKey || forbidden) content = <NotForThisAccount />;
  else if (settings.data) content = children(settings.data);
  else if (settings.error) content = <FormError error={settings.error} />;
  else
    content = (
      <p className="muted" role="status">
        {t('profile:loading')}
      </p>
    );

  return (
    <AreaFrame routeId={routeId} className="page--profile page--setting" tabs={<SettingTabs />}>
      {content}
    </AreaFrame>
  );
}
