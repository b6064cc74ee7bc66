import { useAppEnv } from '../../lib/app-env.tsx';
import { useCurrentUser } from './current-user.ts';

/**
 * Whether the signed-in user's account has an API key (customers and developers), the accounts
 * with API settings, statistics and pingbacks; not known yet (or no user type) counts as yes.
 */
export function useHasApiKey(): boolean {
  const { api } = useAppEnv();
  const type = useCurrentUser(api).data?.profile.userType;
  return type == null || type === 'customer' || type === 'developer';
}
