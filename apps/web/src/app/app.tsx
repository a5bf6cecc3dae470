import { lazy, Suspense } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { router } from './router';
import { theme } from './theme';

export const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } },
});

// The toasts' container (and its animation library) loads after the first paint; a toast
// raised before it arrives waits in the notifications store and shows when it mounts.
const Notifications = lazy(() =>
  import('@mantine/notifications').then((m) => ({ default: m.Notifications })),
);

export function App() {
  return (
    <MantineProvider theme={theme}>
      <Suspense fallback={null}>
        <Notifications position="top-center" />
      </Suspense>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  );
}
