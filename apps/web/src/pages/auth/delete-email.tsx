import { PlaceholderPage } from '../placeholder.tsx';

/** Being built. */
export function DeleteEmailPage() {
  return <PlaceholderPage />;
}
