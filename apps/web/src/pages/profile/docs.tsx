import { PlaceholderPage } from '../placeholder.tsx';

/** Being built. */
export function ProfileDocsPage() {
  return <PlaceholderPage />;
}
