import { useTranslation } from 'react-i18next';
import { ModerationQueues } from '../../features/software/moderation-links.tsx';
import { useStaffOverview } from '../../features/staff/api.ts';
import { AdminAttention } from '../../features/staff/attention.tsx';
import { useStaffScreens } from '../../features/staff/screens.tsx';
import { StaffLinks } from '../../features/staff/staff-links.tsx';
import { DeskWaiting } from '../../features/support-tickets/desk-waiting.tsx';
import { useCurrentUser } from '../../features/user/current-user.ts';
import { useAppEnv } from '../../lib/app-env.tsx';
import { QueryView } from '../../ui/query-view.tsx';

/** `/p/admin` (admins): what waits for an admin, with figures from the database, and every staff screen. */
export function StaffAdminPage() {
  const { t } = useTranslation('staff');
  const user = useCurrentUser(useAppEnv().api).data ?? null;
  const overview = useStaffOverview();
  const screens = useStaffScreens(user);
  return (
    <section className="page page--admin" data-route="pAdmin">
      <h1>{t('routes:pAdmin.title')}</h1>
      <p className="muted">{t('home.adminLead')}</p>
      <QueryView query={overview}>
        {(data) => (data.admin ? <AdminAttention overview={data.admin} screens={screens} /> : null)}
      </QueryView>
      <ModerationQueues />
      <DeskWaiting />
      <StaffLinks user={user} here="pAdmin" />
    </section>
  );
}
