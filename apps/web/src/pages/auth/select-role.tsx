import { PlaceholderPage } from '../placeholder.tsx';

/** Being built. */
export function SelectRolePage() {
  return <PlaceholderPage />;
}
