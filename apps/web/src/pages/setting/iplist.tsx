import { IpListForm } from '../../features/api-settings/ip-list-form.tsx';
import { SettingsFrame } from '../../features/api-settings/settings-frame.tsx';

/** `/setting/iplist`: the IPs the API key may be used from. */
export function SettingIplistPage() {
  return <SettingsFrame routeId="settingIplist">{(s) => <IpListForm settings={s} />}</SettingsFrame>;
}
