import { useProfile } from '../../features/profile/api.ts';
import { EmailChangeForm, LanguageForm, NameForm } from '../../features/profile/edit-forms.tsx';
import { ProfileFrame, QueryState } from '../../features/profile/profile-frame.tsx';

/** `/profile/edit`: name, email address and interface language, each form a card side by side on a wide screen. */
export function ProfileEditPage() {
  const profile = useProfile();
  return (
    <ProfileFrame routeId="profileEdit">
      <QueryState query={profile}>
        {(p) => (
          <div className="grid-3 form-cards">
            <div className="card">
              <NameForm profile={p} />
            </div>
            <div className="card">
              <EmailChangeForm profile={p} />
            </div>
            <div className="card">
              <LanguageForm />
            </div>
          </div>
        )}
      </QueryState>
    </ProfileFrame>
  );
}
