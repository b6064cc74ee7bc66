import type { MailOutcome } from '@crowdsolve/contract';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../ui/form-error.tsx';

/**
 * What became of a letter to the visitor, truthfully: sent; kept in the outbox of a server without
 * a mail server (with the outbox's link where this server shows it, else who can help); refused.
 */
export function MailStatusNotice({ mail, email }: { mail: MailOutcome; email: string }) {
  const { t } = useTranslation('auth');
  switch (mail.status) {
    case 'sent':
      return (
        <>
          <Notice tone="success">{t('mailStatus.sent', { email })}</Notice>
          <p className="muted">{t('mailStatus.spam')}</p>
        </>
      );
    case 'outbox':
      return mail.devMail ? (
        <Notice>
          {t('mailStatus.outboxLocal', { email })} <a href="/dev/mail">{t('mailStatus.openOutbox')}</a>
        </Notice>
      ) : (
        <Notice tone="warning">{t('mailStatus.outboxPublic', { email })}</Notice>
      );
    case 'failed':
      return (
        <p className="form-error" role="alert">
          {t('mailStatus.failed', { email })}
        </p>
      );
  }
}
