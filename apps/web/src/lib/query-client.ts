import { QueryClient } from '@tanstack/react-query';

/** Unused data is kept 60 s and refetched on reconnect (spec §9). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { gcTime: 60_000, refetchOnReconnect: true, refetchOnWindowFocus: false, retry: 1 },
    },
  });
}
