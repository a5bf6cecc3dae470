import { lazy, Suspense, useSyncExternalStore } from 'react';
import { MantineProvider, type CSSVariablesResolver } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { router } from './router';
import { theme } from './theme';
import { subscribeToToastsWanted, toastsWanted } from '../lib/toasts-wanted';
import { stepUpAsked, subscribeToStepUp } from '../lib/second-factor';
import { queryClient } from './query-client';

// The toasts' container (and its animation library) loads when a toast is raised or the reader
// is about to do something (main.tsx), never with Home; a toast raised before it arrives waits
// in the notifications store and shows when it mounts.
const Notifications = lazy(() =>
  Promise.all([import('@mantine/notifications'), import('./notification-styles')]).then(([m]) => ({
    default: m.Notifications,
  })),
);

/** Field errors in red 8, not Mantine's red 6, which fails WCAG AA contrast on white (3.3:1). */
const readableErrors: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-error': 'var(--mantine-color-red-8)' },
  dark: {},
});

// The step-up prompt (issue 45) loads when a call asks for a second factor again.
const StepUpPrompt = lazy(() => import('../components/step-up-prompt'));

function StepUpHost() {
  const asked = useSyncExternalStore(subscribeToStepUp, stepUpAsked);
  if (!asked) return null;
  return (
    <Suspense fallback={null}>
      <StepUpPrompt />
    </Suspense>
  );
}

function ToastHost() {
  const wanted = useSyncExternalStore(subscribeToToastsWanted, toastsWanted);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="top-center" />
    </Suspense>
  );
}

export function App() {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={readableErrors}>
      <ToastHost />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <StepUpHost />
      </QueryClientProvider>
    </MantineProvider>
  );
}
