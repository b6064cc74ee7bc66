import { useProfile } from '../../features/profile/api.ts';
import { EmailChangeForm, LanguageForm, NameForm } from '../../features/profile/edit-forms.tsx';
import { ProfileFrame, QueryState } from '../../features/profile/profile-frame.tsx';

/** `/profile/edit`: name, email address and interface language. */
export function ProfileEditPage() {
  const profile = useProfile();
  return (
    <ProfileFrame routeId="profileEdit">
      <QueryState query={profile}>
        {(p) => (
          <>
            <NameForm profile={p} />
            <div className="section">
              <EmailChangeForm profile={p} />
            </div>
            <div className="section">
              <LanguageForm />
            </div>
          </>
        )}
      </QueryState>
    </ProfileFrame>
  );
}
