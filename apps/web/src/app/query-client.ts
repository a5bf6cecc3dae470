import { QueryClient } from '@tanstack/react-query';

/** The app's one query cache (the router reads it too: app/early-screens.ts). */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } },
});
