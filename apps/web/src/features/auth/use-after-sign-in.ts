import type { CurrentUser } from '@crowdsolve/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { userKeys } from '../user/current-user.ts';
import { profileKeys } from './api.ts';
import { afterSignInPath } from './destinations.ts';

/**
 * What happens once the server answers with the signed-in user: the user query holds them and
 * the visitor goes to the safe `return_to` of the page, or to their cabinet (or the role choice).
 */
export function useAfterSignIn(): (user: CurrentUser) => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const returnTo = searchParams.get('return_to');
  return useCallback(
    (user: CurrentUser) => {
      queryClient.removeQueries({ queryKey: profileKeys.all });
      queryClient.setQueryData(userKeys.current, user);
      navigate(afterSignInPath(user, returnTo), { replace: true });
    },
    [queryClient, navigate, returnTo],
  );
}
