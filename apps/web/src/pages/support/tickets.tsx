import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { MyTicket, MyTickets } from '../../features/support-tickets/my-tickets.tsx';
import { NewTicketForm } from '../../features/support-tickets/new-ticket.tsx';
import { NotFoundPage } from '../not-found.tsx';

/** `/support/tickets`: the user's tickets with their status. */
export function SupportTicketsPage() {
  const { t } = useTranslation('tickets');
  return (
    <section className="page" data-route="supportTickets">
      <h1>{t('routes:supportTickets.title')}</h1>
      <p className="lead">{t('list.lead')}</p>
      <MyTickets />
    </section>
  );
}

/** `/support/tickets/new`: a new ticket (a `?from=bot` link fills it with the bot's conversation). */
export function SupportTicketNewPage() {
  const { t } = useTranslation('tickets');
  return (
    <section className="page" data-route="supportTicketNew">
      <h1>{t('routes:supportTicketNew.title')}</h1>
      <p className="lead">{t('form.lead')}</p>
      <NewTicketForm />
    </section>
  );
}

/** `/support/tickets/{id}`: the thread, a reply, closing. */
export function SupportTicketPage() {
  const { t } = useTranslation('tickets');
  const id = Number(useParams().id);
  if (!Number.isSafeInteger(id) || id <= 0) return <NotFoundPage />;
  return (
    <section className="page" data-route="supportTicket">
      <h1>{t('routes:supportTicket.title')}</h1>
      <MyTicket id={id} />
    </section>
  );
}
