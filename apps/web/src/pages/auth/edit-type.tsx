import { PlaceholderPage } from '../placeholder.tsx';

/** Being built. */
export function EditTypePage() {
  return <PlaceholderPage />;
}
