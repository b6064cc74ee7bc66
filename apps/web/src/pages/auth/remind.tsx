import { PlaceholderPage } from '../placeholder.tsx';

/** Being built. */
export function RemindPage() {
  return <PlaceholderPage />;
}
