import { PasswordForm } from '../../features/profile/password-form.tsx';
import { ProfileFrame } from '../../features/profile/profile-frame.tsx';

/** `/profile/edit_password`: a new password; other devices are signed out. */
export function ProfilePasswordPage() {
  return (
    <ProfileFrame routeId="profileEditPassword">
      <PasswordForm />
    </ProfileFrame>
  );
}
