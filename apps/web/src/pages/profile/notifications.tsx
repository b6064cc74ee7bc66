import { PlaceholderPage } from '../placeholder.tsx';

/** Being built. */
export function ProfileNotificationsPage() {
  return <PlaceholderPage />;
}
