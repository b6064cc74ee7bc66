import { PlaceholderPage } from '../placeholder.tsx';

/** Being built. */
export function ChangeEmailPage() {
  return <PlaceholderPage />;
}
