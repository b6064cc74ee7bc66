import { PlaceholderPage } from '../placeholder.tsx';

/** Being built. */
export function LoginPage() {
  return <PlaceholderPage />;
}
