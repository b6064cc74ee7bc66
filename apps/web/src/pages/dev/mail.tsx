import { PlaceholderPage } from '../placeholder.tsx';

/** Being built. */
export function DevMailPage() {
  return <PlaceholderPage />;
}
