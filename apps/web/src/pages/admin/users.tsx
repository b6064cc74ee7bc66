import { PlaceholderPage } from '../placeholder.tsx';

/** Being built. */
export function AdminUsersPage() {
  return <PlaceholderPage />;
}
