import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const LINKS = [
  { key: 'about', to: '/about' },
  { key: 'forCustomer', to: '/for-customer' },
  { key: 'job', to: '/job' },
  { key: 'pricing', to: '/pricing' },
  { key: 'apiDocs', to: '/api-docs' },
  { key: 'statistics', to: '/public_statistics' },
  { key: 'support', to: '/support' },
  { key: 'terms', to: '/terms-of-service' },
  { key: 'privacy', to: '/privacy-policy' },
  { key: 'paymentPolicy', to: '/payment-policy' },
] as const;

export function Footer() {
  const { t } = useTranslation('common');
  return (
    <footer className="footer">
      <nav className="footer__links" aria-label={t('footer.label')}>
        {LINKS.map((l) => (
          <Link key={l.key} to={l.to}>
            {t(`footer.${l.key}`)}
          </Link>
        ))}
      </nav>
      <p className="muted">{t('footer.tagline')}</p>
    </footer>
  );
}
