import { PlaceholderPage } from '../placeholder.tsx';

/** Being built. */
export function RegisterPage() {
  return <PlaceholderPage />;
}
