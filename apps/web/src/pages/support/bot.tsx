import type { Language } from '@crowdsolve/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BotChat } from '../../features/support-bot/chat.tsx';

/** `/support/bot`: ask the bot; it quotes the FAQ, the tutorials and the API docs, or offers a ticket. */
export function SupportBotPage() {
  const { t, i18n } = useTranslation('supportBot');
  return (
    <section className="page" data-route="supportBot" lang={i18n.language as Language}>
      <h1>{t('routes:supportBot.title')}</h1>
      <p className="lead">{t('chat.lead')}</p>
      <BotChat />
      <p className="muted">
        {t('chat.sourcesNote')} <Link to="/support">{t('chat.helpCentre')}</Link>
      </p>
    </section>
  );
}
