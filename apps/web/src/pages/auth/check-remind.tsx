import { PlaceholderPage } from '../placeholder.tsx';

/** Being built. */
export function CheckRemindPage() {
  return <PlaceholderPage />;
}
