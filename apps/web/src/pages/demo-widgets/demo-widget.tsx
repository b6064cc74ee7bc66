import { exampleOrigin, type Language } from '@crowdsolve/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { demoWidgetQuery } from '../../features/demo-widgets/api.ts';
import { DefunctDemoView, routeKey, ThirdPartyDemoView } from '../../features/demo-widgets/demo-view.tsx';
import { useAppEnv } from '../../lib/app-env.tsx';
import { QueryView } from '../../ui/query-view.tsx';

/**
 * `/demo/{provider}`: a provider's widget (reCAPTCHA, hCaptcha, Turnstile, GeeTest, …) as this site
 * shows it, verified through the provider, and the request a program sends for it. One route per
 * slug (the table lists them): the slug is the path's last segment.
 */
export function DemoWidgetPage() {
  const { t, i18n } = useTranslation('demoWidgets');
  const { api, boot } = useAppEnv();
  const { pathname } = useLocation();
  const slug = pathname.split('/').pop() ?? '';
  const query = useQuery(demoWidgetQuery(api, slug, i18n.language as Language));
  const route = routeKey(slug);
  return (
    <section className="page" data-route={route}>
      <p className="eyebrow">
        <Link to="/demo">{t('back')}</Link>
      </p>
      <h1>{t(`routes:${route}.title`)}</h1>
      <QueryView query={query}>
        {(demo) =>
          demo.kind === 'third-party' ? (
            <ThirdPartyDemoView demo={demo} host={boot.host} pageUrl={`${exampleOrigin(boot.host)}${pathname}`} />
          ) : (
            <DefunctDemoView />
          )
        }
      </QueryView>
    </section>
  );
}
