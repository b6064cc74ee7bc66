import { PlaceholderPage } from '../placeholder.tsx';

/** Being built. */
export function ConfirmEmailPage() {
  return <PlaceholderPage />;
}
