import { PlaceholderPage } from '../placeholder.tsx';

/** Being built. */
export function CheckKeyPage() {
  return <PlaceholderPage />;
}
