import type { FeedbackKind } from '@crowdsolve/contract';
import { useTranslation } from 'react-i18next';
import { FeedbackForm } from '../features/feedback/feedback-form.tsx';

function FeedbackPage({ kind, route }: { kind: FeedbackKind; route: 'pServiceFeedback' | 'pProxyFeedback' }) {
  const { t } = useTranslation('feedback');
  return (
    <section className="page page--narrow" data-route={route}>
      <h1>{t(`routes:${route}.title`)}</h1>
      <p className="lead">{t(`${kind}.lead`)}</p>
      <FeedbackForm kind={kind} />
    </section>
  );
}

/** `/p/service-feedback` (public): feedback about the service. */
export function ServiceFeedbackPage() {
  return <FeedbackPage kind="service" route="pServiceFeedback" />;
}

/** `/p/proxy-feedback` (public): feedback about the proxies. */
export function ProxyFeedbackPage() {
  return <FeedbackPage kind="proxy" route="pProxyFeedback" />;
}
