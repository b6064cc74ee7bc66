import { useTranslation } from 'react-i18next';
import { ModerationQueues } from '../../features/software/moderation-links.tsx';
import { StaffLinks } from '../../features/staff/staff-links.tsx';
import { DeskWaiting } from '../../features/support-tickets/desk-waiting.tsx';
import { useCurrentUser } from '../../features/user/current-user.ts';
import { useAppEnv } from '../../lib/app-env.tsx';

/** `/p/moderator` (moderators and admins): the moderator's home, with every staff screen they may open. */
export function StaffModeratorPage() {
  const { t } = useTranslation('staff');
  const user = useCurrentUser(useAppEnv().api).data ?? null;
  return (
    <section className="page page--admin" data-route="pModerator">
      <h1>{t('routes:pModerator.title')}</h1>
      <ModerationQueues />
      <DeskWaiting />
      <StaffLinks user={user} here="pModerator" />
    </section>
  );
}
