import { ApiSettingsOverview } from '../../features/api-settings/overview.tsx';
import { SettingsFrame } from '../../features/api-settings/settings-frame.tsx';

/** `/setting`: the API settings at a glance, with links to each page. */
export function SettingPage() {
  return <SettingsFrame routeId="setting">{(s) => <ApiSettingsOverview settings={s} />}</SettingsFrame>;
}
