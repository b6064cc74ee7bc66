import { THIRD_PARTY_DEMO_SLUGS, type ThirdPartyDemo, typeSlug } from '@crowdsolve/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CodeBlock } from '../../ui/code-block.tsx';
import { DEMO_KEY_VARIABLES } from './constants.ts';
import { widgetRequest } from './request.ts';
import { WidgetForm } from './widget-form.tsx';
import './demo-widgets.css';

/** One provider's demo: what it is, whether the keys are test ones, the widget, and how to send it to the API. */
export function ThirdPartyDemoView({ demo, host, pageUrl }: { demo: ThirdPartyDemo; host: string; pageUrl: string }) {
  const { t } = useTranslation('demoWidgets');
  const docs = `/api-docs/${typeSlug(demo.taskKind)}`;
  return (
    <div className="demo-widget" data-testid="demo-widget">
      <p className="demo-widget__about">{t(`about.${demo.slug}`)}</p>
      {!demo.configured ? (
        <p className="demo-widget__notice" role="note" data-testid="demo-widget-unconfigured">
          {t('unconfigured', { vars: DEMO_KEY_VARIABLES[demo.slug].join(', ') })}
        </p>
      ) : (
        <>
          <p className="demo-widget__notice" role="note" data-testid="demo-widget-keys">
            {demo.testKeys ? t('testKeys') : t('realKeys')}
          </p>
          {demo.unavailable ? (
            <p role="alert">{t('unavailable', { reason: t(`reason.${demo.unavailable}`) })}</p>
          ) : (
            <WidgetForm demo={demo} pageUrl={pageUrl} />
          )}
        </>
      )}
      <RequestBlock demo={demo} host={host} pageUrl={pageUrl} />
      <p>
        <Link to={docs} data-testid="demo-widget-docs">
          {t('request.docs')}
        </Link>
      </p>
    </div>
  );
}

function RequestBlock({ demo, host, pageUrl }: { demo: ThirdPartyDemo; host: string; pageUrl: string }) {
  const { t } = useTranslation('demoWidgets');
  const example = widgetRequest(demo, host, pageUrl);
  return (
    <section className="demo-widget__request" data-testid="demo-widget-request">
      <h2>{t('request.title')}</h2>
      <p>{t('request.lead')}</p>
      <CodeBlock title={t('request.v1')} code={example.v1} />
      <CodeBlock title={t('request.v2', { url: example.createTaskUrl })} code={example.v2} />
    </section>
  );
}

/** `recaptcha-v2` → `demoRecaptchaV2`: the route's key (its title names the demo). */
export function routeKey(slug: string): string {
  return `demo${slug.replace(/(^|-)([a-z0-9])/g, (_, _d, c: string) => c.toUpperCase())}`;
}

/** SolveMedia no longer exists: the page says so and lists the other demos. */
export function DefunctDemoView() {
  const { t } = useTranslation('demoWidgets');
  return (
    <div className="demo-widget" data-testid="demo-widget-defunct">
      <p className="demo-widget__notice" role="note">
        {t('defunct.lead')}
      </p>
      <p>{t('defunct.others')}</p>
      <ul className="demo-widget__others">
        {['normal', ...THIRD_PARTY_DEMO_SLUGS].map((slug) => (
          <li key={slug}>
            <Link to={`/demo/${slug}`}>{t(`routes:${routeKey(slug)}.title`)}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
