import type { Language, LegalDocument } from '@crowdsolve/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LEGAL_PAGES, legalDocumentQuery } from '../../features/legal/api.ts';
import '../../features/legal/legal.css';
import { useAppEnv } from '../../lib/app-env.tsx';
import { FormError } from '../../ui/form-error.tsx';

const DOCUMENTS = Object.keys(LEGAL_PAGES) as LegalDocument[];

/** The day a version took effect, as a calendar day whatever the reader's time zone. */
function day(date: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/**
 * A legal document's current version (GET /api/v1/legal/{doc}, preloaded for the server render): its
 * version and date, the text (rendered and sanitized by the server) and links to the other documents.
 */
function LegalDocumentPage({ document }: { document: LegalDocument }) {
  const { t, i18n } = useTranslation('legal');
  const { api } = useAppEnv();
  const language = i18n.language as Language;
  const query = useQuery(legalDocumentQuery(api, document, language));
  const doc = query.data;
  const routeId = LEGAL_PAGES[document].routeId;
  return (
    <article className="page legal" data-route={routeId} data-version={doc?.version}>
      <h1>{doc?.title || t(`routes:${routeId}.title`)}</h1>
      <FormError error={query.error} />
      {doc ? (
        <>
          <p className="muted" data-testid="legal-version">
            {t('version', { version: doc.version, date: day(doc.publishedAt, language) })}
          </p>
          <nav className="legal__others" aria-label={t('others')}>
            {DOCUMENTS.filter((d) => d !== document).map((d) => (
              <Link key={d} to={LEGAL_PAGES[d].path}>
                {t(`routes:${LEGAL_PAGES[d].routeId}.title`)}
              </Link>
            ))}
          </nav>
          <div
            className="legal__text"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered from the repository's Markdown and sanitized by the server to a small allow-list
            dangerouslySetInnerHTML={{ __html: doc.html }}
          />
          {doc.history.length ? (
            <section className="legal__history">
              <h2>{t('history')}</h2>
              <ul>
                {doc.history.map((v) => (
                  <li key={v.version}>{t('version', { version: v.version, date: day(v.publishedAt, language) })}</li>
                ))}
              </ul>
            </section>
          ) : null}
        </>
      ) : null}
    </article>
  );
}

export function TermsOfServicePage() {
  return <LegalDocumentPage document="terms" />;
}

export function PaymentPolicyPage() {
  return <LegalDocumentPage document="payment" />;
}

export function PrivacyPolicyPage() {
  return <LegalDocumentPage document="privacy" />;
}
