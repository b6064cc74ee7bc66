import { PingbackScreen } from '../../features/pingback/addresses.tsx';
import { PingbackFrame } from '../../features/pingback/frame.tsx';

/** `/setting/pingback`: the customer's pingback addresses. */
export function SettingPingbackPage() {
  return (
    <PingbackFrame routeId="settingPingback">
      <PingbackScreen />
    </PingbackFrame>
  );
}
