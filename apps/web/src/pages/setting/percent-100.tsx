import { RecognitionForm } from '../../features/api-settings/recognition-form.tsx';
import { SettingsFrame } from '../../features/api-settings/settings-frame.tsx';

/** `/setting/percent_100`: 100 % recognition (several workers must agree). */
export function SettingPercent100Page() {
  return <SettingsFrame routeId="settingPercent100">{(s) => <RecognitionForm settings={s} />}</SettingsFrame>;
}
