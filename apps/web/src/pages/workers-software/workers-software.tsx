import { exampleOrigin, LANDING_PATHS, WORK_PATHS } from '@crowdsolve/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentUser } from '../../features/user/current-user.ts';
import { useAppEnv } from '../../lib/app-env.tsx';
import { WorkerTokensPanel } from './tokens-panel.tsx';

type Variant = 'index' | 'bot' | 'ruBot';

/**
 * The worker software pages: the reference worker client of this site (a command-line program for
 * Node.js), how to run it, and the worker API it uses (with its OpenAPI description).
 */
function WorkersSoftware({ variant }: { variant: Variant }) {
  const { t } = useTranslation();
  const { api, boot } = useAppEnv();
  const user = useCurrentUser(api).data;
  const base = exampleOrigin(boot.host);
  const run = [
    `curl -O ${base}${LANDING_PATHS.workerClient}`,
    `node crowdsolve-worker.mjs --server ${base} --token YOUR_WORKER_TOKEN`,
  ].join('\n');
  const route = { index: 'workersSoftware', bot: 'workersSoftwareCaptchaBotRs', ruBot: 'workersSoftwareRucaptchaBot' }[
    variant
  ];
  return (
    <article className="page" data-route={route}>
      <h1>{t(`landings2:software.${variant}.title`)}</h1>
      <p className="lead">{t(`landings2:software.${variant}.lead`)}</p>
      {variant === 'index' ? null : <p className="notice notice--info">{t('landings2:software.sameClient')}</p>}
      <div className="cards">
        <div className="card">
          <h2>{t('landings2:software.download.title')}</h2>
          <p>{t('landings2:software.download.text')}</p>
          <p>
            <a className="button button--primary" href={LANDING_PATHS.workerClient} download data-testid="download">
              crowdsolve-worker.mjs
            </a>
          </p>
        </div>
        <div className="card">
          <h2>{t('landings2:software.api.title')}</h2>
          <p>{t('landings2:software.api.text')}</p>
          <p>
            <a href={WORK_PATHS.openapi} data-testid="openapi">
              {WORK_PATHS.openapi}
            </a>
          </p>
        </div>
      </div>
      <h2>{t('landings2:software.start.title')}</h2>
      <ol className="steps">
        <li>{t('landings2:software.start.1')}</li>
        <li>{t('landings2:software.start.2')}</li>
        <li>{t('landings2:software.start.3')}</li>
        <li>{t('landings2:software.start.4')}</li>
      </ol>
      <pre className="code-block">
        <code>{run}</code>
      </pre>
      <h2>{t('landings2:software.use.title')}</h2>
      <ul>
        <li>{t('landings2:software.use.1')}</li>
        <li>
          <code>/skip</code> · <code>/cannot</code> · <code>/notcaptcha</code> · <code>/quit</code> —{' '}
          {t('landings2:software.use.2')}
        </li>
        <li>{t('landings2:software.use.3')}</li>
        <li>{t('landings2:software.use.4')}</li>
      </ul>
      {user?.profile.userType === 'worker' ? (
        <WorkerTokensPanel />
      ) : (
        <p className="notice">
          {t('landings2:software.signIn')}{' '}
          <Link to="/auth/register?userType=worker">{t('landings2:software.register')}</Link>
        </p>
      )}
      <h2>{t('landings2:software.own.title')}</h2>
      <p>{t('landings2:software.own.text')}</p>
      <ul>
        <li>
          <code>GET {WORK_PATHS.me}</code>
        </li>
        <li>
          <code>POST {WORK_PATHS.next}?wait=30</code>
        </li>
        <li>
          <code>POST {WORK_PATHS.answer}</code>
        </li>
        <li>
          <code>POST {WORK_PATHS.skip}</code>
        </li>
      </ul>
      <nav className="row" aria-label={t('landings2:software.pages')}>
        <Link to="/workers-software">{t('landings2:software.index.title')}</Link>
        <Link to="/workers-software/captcha-bot-rs">{t('landings2:software.bot.title')}</Link>
        <Link to="/workers-software/rucaptcha-bot">{t('landings2:software.ruBot.title')}</Link>
      </nav>
    </article>
  );
}

export const WorkersSoftwarePage = () => <WorkersSoftware variant="index" />;
export const WorkersSoftwareBotPage = () => <WorkersSoftware variant="bot" />;
export const WorkersSoftwareRuBotPage = () => <WorkersSoftware variant="ruBot" />;
