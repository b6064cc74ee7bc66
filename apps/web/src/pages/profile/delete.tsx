import { DeleteAccountForm } from '../../features/profile/delete-account.tsx';
import { ProfileFrame } from '../../features/profile/profile-frame.tsx';

/** `/profile/delete`: closing the account. */
export function ProfileDeletePage() {
  return (
    <ProfileFrame routeId="profileDelete">
      <DeleteAccountForm />
    </ProfileFrame>
  );
}
