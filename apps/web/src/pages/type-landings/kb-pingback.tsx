import { CALLBACK_MAX_ATTEMPTS, CALLBACK_RETRY_DELAYS_SECONDS, exampleOrigin } from '@crowdsolve/contract';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppEnv } from '../../lib/app-env.tsx';
import { Items } from './content.tsx';

/** A retry delay as "10 s", "5 min", "1 h". */
function delay(seconds: number, t: TFunction): string {
  if (seconds >= 3600) return t('landings2:units.hours', { count: seconds / 3600 });
  if (seconds >= 60) return t('landings2:units.minutes', { count: seconds / 60 });
  return t('landings2:units.seconds', { count: seconds });
}

/** `/kb/send-push-notification`: pingbacks (the result POSTed to the customer's address). */
export function KbPingbackPage() {
  const { t } = useTranslation();
  const { boot } = useAppEnv();
  const base = exampleOrigin(boot.host);
  const v1 = `curl ${base}/in.php -F key=YOUR_API_KEY -F method=post -F file=@captcha.png \\\n  -F pingback=https://example.com/captcha-result`;
  const v2 = JSON.stringify(
    {
      clientKey: 'YOUR_API_KEY',
      task: { type: 'ImageToTextTask', body: 'BASE64_IMAGE' },
      callbackUrl: 'https://example.com/captcha-result',
    },
    null,
    2,
  );
  const delays = CALLBACK_RETRY_DELAYS_SECONDS.map((s) => delay(s, t)).join(', ');
  return (
    <article className="page prose" data-route="kbSendPushNotification">
      <h1>{t('landings2:kb.title')}</h1>
      <p className="lead">{t('landings2:kb.lead')}</p>
      <h2>{t('landings2:kb.registerTitle')}</h2>
      <p>
        {t('landings2:kb.register')} <Link to="/setting/pingback">{t('landings2:kb.registerLink')}</Link>
      </p>
      <p>{t('landings2:kb.registerApi')}</p>
      <h2>{t('landings2:kb.sendTitle')}</h2>
      <p>{t('landings2:kb.sendV1')}</p>
      <pre className="code-block">
        <code>{v1}</code>
      </pre>
      <p>{t('landings2:kb.sendV2', { url: `${base}/createTask` })}</p>
      <pre className="code-block">
        <code>{v2}</code>
      </pre>
      <h2>{t('landings2:kb.receiveTitle')}</h2>
      <Items prefix="kb.receive" count={4} />
      <pre className="code-block">
        <code>
          {'POST /captcha-result\nContent-Type: application/x-www-form-urlencoded\n\nid=4215893711&code=W9H5K'}
        </code>
      </pre>
      <h2>{t('landings2:kb.retryTitle')}</h2>
      <p data-testid="retries">{t('landings2:kb.retry', { count: CALLBACK_MAX_ATTEMPTS, delays })}</p>
      <p>
        {t('landings2:kb.log')} <Link to="/setting/pingback_log">{t('landings2:kb.logLink')}</Link>
      </p>
      <h2>{t('landings2:kb.safetyTitle')}</h2>
      <p>{t('landings2:kb.safety')}</p>
    </article>
  );
}
