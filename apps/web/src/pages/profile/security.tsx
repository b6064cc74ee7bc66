import { PlaceholderPage } from '../placeholder.tsx';

/** Being built. */
export function ProfileSecurityPage() {
  return <PlaceholderPage />;
}
