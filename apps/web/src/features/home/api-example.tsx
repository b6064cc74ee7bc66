import { useTranslation } from 'react-i18next';

/**
 * The three steps of using the API, with the calls written against this site: the host the visitor
 * opened, with the scheme of the deployment's public address.
 */
export function ApiExample({ origin }: { origin: string }) {
  const { t } = useTranslation('home');
  const submit = `curl ${origin}/in.php \\\n  -F key=YOUR_API_KEY -F method=post -F json=1 \\\n  -F file=@captcha.png`;
  const poll = `curl "${origin}/res.php?key=YOUR_API_KEY&action=get&id=TASK_ID&json=1"`;
  return (
    <ol className="how-steps" data-testid="how-it-works">
      <li className="card">
        <div>
          <h3>{t('how.step1.title')}</h3>
          <p>{t('how.step1.text')}</p>
        </div>
      </li>
      <li className="card">
        <div>
          <h3>{t('how.step2.title')}</h3>
          <p>{t('how.step2.text')}</p>
        </div>
        <div>
          <pre className="code-block">
            <code>{submit}</code>
          </pre>
          <p className="muted">{t('how.step2.reply')}</p>
          <pre className="code-block">
            <code>{'{"status":1,"request":"TASK_ID"}'}</code>
          </pre>
        </div>
      </li>
      <li className="card">
        <div>
          <h3>{t('how.step3.title')}</h3>
          <p>{t('how.step3.text')}</p>
        </div>
        <div>
          <pre className="code-block">
            <code>{poll}</code>
          </pre>
          <p className="muted">{t('how.step3.reply')}</p>
          <pre className="code-block">
            <code>{'{"status":1,"request":"W9H5K"}'}</code>
          </pre>
        </div>
      </li>
    </ol>
  );
}

/** This site's address for API examples: the host the visitor opened, with the deployment's scheme. */
export function siteOrigin(host: string, publicUrl: string | undefined): string {
  const scheme = publicUrl?.startsWith('https:') ? 'https' : publicUrl ? 'http' : 'https';
  return `${scheme}://${host}`;
}
