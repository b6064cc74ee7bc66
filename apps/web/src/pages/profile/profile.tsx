import { PlaceholderPage } from '../placeholder.tsx';

/** Being built. */
export function ProfilePage() {
  return <PlaceholderPage />;
}
