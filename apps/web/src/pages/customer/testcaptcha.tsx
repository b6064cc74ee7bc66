import { CustomerFrame } from '../../features/customer/frame.tsx';
import { TestCaptchaScreen } from '../../features/customer/testcaptcha.tsx';

/** `/testcaptcha`: try the service from the browser, without writing code. */
export function TestCaptchaPage() {
  return (
    <CustomerFrame routeId="testcaptcha">
      <TestCaptchaScreen />
    </CustomerFrame>
  );
}
