import { useProfile } from '../../features/profile/api.ts';
import { ProfileFrame, QueryState } from '../../features/profile/profile-frame.tsx';
import { SessionsSection } from '../../features/profile/sessions.tsx';
import { TwoFactorSection } from '../../features/profile/two-factor.tsx';

/** `/profile/authentication`: two-factor authentication and signed-in devices. */
export function ProfileSecurityPage() {
  const profile = useProfile();
  return (
    <ProfileFrame routeId="profileAuthentication">
      <QueryState query={profile}>{(p) => <TwoFactorSection enabled={p.twoFactorEnabled} />}</QueryState>
      <SessionsSection />
    </ProfileFrame>
  );
}
