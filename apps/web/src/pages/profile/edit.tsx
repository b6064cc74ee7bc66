import { PlaceholderPage } from '../placeholder.tsx';

/** Being built. */
export function ProfileEditPage() {
  return <PlaceholderPage />;
}
