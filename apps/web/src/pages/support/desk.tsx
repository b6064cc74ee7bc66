import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { DeskQueue } from '../../features/support-tickets/desk-queue.tsx';
import { DeskTicketView } from '../../features/support-tickets/desk-ticket.tsx';
import { NotFoundPage } from '../not-found.tsx';

/** `/editor/support/tickets` (admins, moderators): the support queue. */
export function DeskQueuePage() {
  const { t } = useTranslation('tickets');
  return (
    <section className="page page--admin" data-route="editorSupportTickets">
      <h1>{t('routes:editorSupportTickets.title')}</h1>
      <p className="lead">{t('desk.lead')}</p>
      <DeskQueue />
    </section>
  );
}

/** `/editor/support/tickets/{id}` (admins, moderators): one ticket with the user's context. */
export function DeskTicketPage() {
  const { t } = useTranslation('tickets');
  const id = Number(useParams().id);
  if (!Number.isSafeInteger(id) || id <= 0) return <NotFoundPage />;
  return (
    <section className="page page--admin" data-route="editorSupportTicket">
      <h1>{t('routes:editorSupportTicket.title')}</h1>
      <DeskTicketView id={id} />
    </section>
  );
}
