import { PlaceholderPage } from '../placeholder.tsx';

/** Being built. */
export function ProfilePasswordPage() {
  return <PlaceholderPage />;
}
