import { PlaceholderPage } from '../placeholder.tsx';

/** Being built. */
export function SecondFactorPage() {
  return <PlaceholderPage />;
}
