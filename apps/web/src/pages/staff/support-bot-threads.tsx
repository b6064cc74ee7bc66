import { useTranslation } from 'react-i18next';
import { BotThreadsStaff } from '../../features/support-bot/threads.tsx';

/** `/p/support-bot-threads` (admins and moderators): the bot's conversations, each answer marked good or bad. */
export function SupportBotThreadsPage() {
  const { t } = useTranslation('supportBot');
  return (
    <section className="page page--admin" data-route="pSupportBotThreads">
      <h1>{t('routes:pSupportBotThreads.title')}</h1>
      <p className="lead">{t('staff.lead')}</p>
      <BotThreadsStaff />
    </section>
  );
}
