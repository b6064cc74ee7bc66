import { ApiErrorsScreen } from '../../features/customer/errors.tsx';
import { CustomerFrame } from '../../features/customer/frame.tsx';
import { ComplaintsScreen, ImpossibleScreen, NotCaptchaScreen } from '../../features/customer/lists.tsx';

/** `/setting/impossible_captchas`. */
export function ImpossibleCaptchasPage() {
  return (
    <CustomerFrame routeId="settingImpossibleCaptchas" tabs>
      <ImpossibleScreen />
    </CustomerFrame>
  );
}

/** `/setting/errors`. */
export function ApiErrorsPage() {
  return (
    <CustomerFrame routeId="settingErrors" tabs>
      <ApiErrorsScreen />
    </CustomerFrame>
  );
}

/** `/setting/complaints`. */
export function ComplaintsPage() {
  return (
    <CustomerFrame routeId="settingComplaints" tabs>
      <ComplaintsScreen />
    </CustomerFrame>
  );
}

/** `/setting/not_captcha`. */
export function NotCaptchaPage() {
  return (
    <CustomerFrame routeId="settingNotCaptcha" tabs>
      <NotCaptchaScreen />
    </CustomerFrame>
  );
}
