import { PingbackFrame } from '../../features/pingback/frame.tsx';
import { PingbackLogScreen } from '../../features/pingback/log.tsx';

/** `/setting/pingback_log`: the deliveries of pingbacks with every attempt. */
export function SettingPingbackLogPage() {
  return (
    <PingbackFrame routeId="settingPingbackLog">
      <PingbackLogScreen />
    </PingbackFrame>
  );
}
