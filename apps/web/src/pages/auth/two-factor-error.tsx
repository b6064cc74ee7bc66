import { PlaceholderPage } from '../placeholder.tsx';

/** Being built. */
export function TwoFactorErrorPage() {
  return <PlaceholderPage />;
}
