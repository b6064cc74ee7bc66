import { useProfile } from '../../features/profile/api.ts';
import { NotificationsForm } from '../../features/profile/notifications-form.tsx';
import { ProfileFrame, QueryState } from '../../features/profile/profile-frame.tsx';

/** `/profile/notif`: which mails the account gets. */
export function ProfileNotificationsPage() {
  const profile = useProfile();
  return (
    <ProfileFrame routeId="profileNotif">
      <QueryState query={profile}>{(p) => <NotificationsForm initial={p.notifications} />}</QueryState>
    </ProfileFrame>
  );
}
