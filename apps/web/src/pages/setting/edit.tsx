import { LimitForm } from '../../features/api-settings/limit-form.tsx';
import { SettingsFrame } from '../../features/api-settings/settings-frame.tsx';

/** `/setting/edit`: the per-key submissions-per-minute limit. */
export function SettingEditPage() {
  return <SettingsFrame routeId="settingEdit">{(s) => <LimitForm settings={s} />}</SettingsFrame>;
}
