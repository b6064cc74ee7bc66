import { useProfile } from '../../features/profile/api.ts';
import { ProfileOverview } from '../../features/profile/overview.tsx';
import { ProfileFrame, QueryState } from '../../features/profile/profile-frame.tsx';

/** `/profile`: the account at a glance and the API key. */
export function ProfilePage() {
  const profile = useProfile();
  return (
    <ProfileFrame routeId="profile">
      <QueryState query={profile}>{(p) => <ProfileOverview profile={p} />}</QueryState>
    </ProfileFrame>
  );
}
