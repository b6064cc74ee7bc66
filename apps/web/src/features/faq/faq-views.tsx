import type { FaqAudience, FaqEntry, FaqItemReply, Language } from '@crowdsolve/contract';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useAppEnv } from '../../lib/app-env.tsx';
import { formatDate } from '../../lib/format.ts';
import { useCurrentUser } from '../user/current-user.ts';
import { AUDIENCE_PATHS, entryAnchor, entryPath, ROUTE_OF_AUDIENCE } from './api.ts';
import { AUDIENCES } from './constants.ts';
import '../content/prose.css';
import './faq.css';

/** An audience's name: its page's title. */
export function useAudienceTitle() {
  const { t } = useTranslation('routes');
  return (audience: FaqAudience) => t(`${ROUTE_OF_AUDIENCE[audience]}.title`);
}

/** The four audiences' pages, the current one marked. */
export function AudienceTabs({ current }: { current: FaqAudience | null }) {
  const { t } = useTranslation('faq');
  const title = useAudienceTitle();
  return (
    <nav aria-label={t('list.topics')}>
      <ul className="faq-topics">
        {AUDIENCES.map((a) => (
          <li key={a}>
            <Link to={AUDIENCE_PATHS[a]} aria-current={a === current ? 'page' : undefined}>
              {title(a)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** An answer as the server rendered it (sanitised Markdown), in the site's prose style. */
export function Answer({ entry }: { entry: FaqEntry }) {
  return (
    <div
      className="prose"
      lang={entry.language}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the server renders and sanitises it
      dangerouslySetInnerHTML={{ __html: entry.answerHtml }}
    />
  );
}

/**
 * An audience's questions, each opening its answer in place. Each has an anchor (`#q-{id}`): a
 * link to it opens that one, and each links to its own page.
 */
export function FaqAccordion({ entries }: { entries: FaqEntry[] }) {
  const { t } = useTranslation('faq');
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (target instanceof HTMLDetailsElement) {
      target.open = true;
      target.scrollIntoView({ block: 'start' });
    }
  }, [hash]);
  if (!entries.length) return <p className="muted">{t('list.empty')}</p>;
  return (
    <ol className="faq-list" data-testid="faq-list">
      {entries.map((entry) => (
        <li key={entry.id}>
          <details className="faq-entry" id={entryAnchor(entry.id)}>
            <summary lang={entry.language}>{entry.question}</summary>
            <div className="faq-entry__body">
              <Answer entry={entry} />
              <Link className="faq-entry__link" to={entryPath(entry.id)}>
                {t('list.permalink')}
              </Link>
            </div>
          </details>
        </li>
      ))}
    </ol>
  );
}

/** Where to go when the answers do not help: a ticket (signed in) or sign-in, the bot, the tutorials. */
export function HelpLinks({ title }: { title: string }) {
  const { t } = useTranslation('faq');
  const { api } = useAppEnv();
  const user = useCurrentUser(api).data ?? null;
  const ticket = user ? '/support/tickets/new' : `/auth/login?return_to=${encodeURIComponent('/support/tickets/new')}`;
  return (
    <section className="support-help" aria-labelledby="support-help-title">
      <h2 id="support-help-title">{title}</h2>
      <div className="grid-3">
        <div className="card">
          <h3>
            <Link to={ticket} data-testid="support-ticket-link">
              {user ? t('home.ticket') : t('home.ticketSignIn')}
            </Link>
          </h3>
          <p className="muted">{t('home.ticketText')}</p>
        </div>
        <div className="card">
          <h3>
            <Link to="/support/bot">{t('home.bot')}</Link>
          </h3>
          <p className="muted">{t('home.botText')}</p>
        </div>
        <div className="card">
          <h3>
            <Link to="/support/h">{t('home.tutorials')}</Link>
          </h3>
          <p className="muted">{t('home.tutorialsText')}</p>
        </div>
      </div>
    </section>
  );
}

/** One entry: back to its audience, the question, the answer, related questions. */
export function FaqEntryView({ reply }: { reply: FaqItemReply }) {
  const { t, i18n } = useTranslation('faq');
  const title = useAudienceTitle();
  const { entry, related } = reply;
  const requested = i18n.language as Language;
  return (
    <article className="faq-item" data-entry={entry.id}>
      <p>
        <Link to={`${AUDIENCE_PATHS[entry.audience]}#${entryAnchor(entry.id)}`}>
          <span aria-hidden="true">← </span>
          {t('item.back', { audience: title(entry.audience) })}
        </Link>
      </p>
      <span className="badge">{title(entry.audience)}</span>
      <h1 lang={entry.language}>{entry.question}</h1>
      {entry.language !== requested ? (
        <p className="notice" role="note">
          {t('item.fallback', {
            requested: t(`common:language.names.${requested}`),
            shown: t(`common:language.names.${entry.language}`),
          })}
        </p>
      ) : null}
      <Answer entry={entry} />
      <p className="muted">{t('item.updated', { date: formatDate(entry.updatedAt, i18n.language) })}</p>
      {related.length ? (
        <nav className="faq-related" aria-labelledby="faq-related-title">
          <h2 id="faq-related-title">{t('item.related')}</h2>
          <ul>
            {related.map((r) => (
              <li key={r.id}>
                <Link to={entryPath(r.id)}>{r.question}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </article>
  );
}
