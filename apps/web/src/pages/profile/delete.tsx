import { PlaceholderPage } from '../placeholder.tsx';

/** Being built. */
export function ProfileDeletePage() {
  return <PlaceholderPage />;
}
