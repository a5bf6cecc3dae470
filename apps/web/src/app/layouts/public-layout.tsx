import { useEffect } from 'react';
import { Box } from '@mantine/core';
import { Outlet, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { LOGGED_OUT_EVENT, useCurrentUser } from '../../lib/session';
import { link, paths } from '../../lib/paths';
import { useSessionCheck } from '../../features/accounts/hooks/use-session-check';
import { Footer } from './footer';
import { Header } from './header';
import { SecondaryHeader } from './secondary-header';
import { useLiveEvents } from './use-live-events';

/** The frame of every screen: header, secondary header, the screen, footer. */
export function PublicLayout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useSessionCheck();
  useLiveEvents(useCurrentUser()?.id);

  // Any 401 (token expired or revoked) ends the session here and sends the user to log in,
  // then back to the page they were on (issue 46).
  useEffect(() => {
    const onLoggedOut = () => {
      queryClient.clear();
      const here = window.location.hash.slice(1) || '/';
      void navigate(here.startsWith(paths.login) ? here : link.loginThen(here));
    };
    window.addEventListener(LOGGED_OUT_EVENT, onLoggedOut);
    return () => window.removeEventListener(LOGGED_OUT_EVENT, onLoggedOut);
  }, [navigate, queryClient]);

  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <Header />
      <SecondaryHeader />
      {/* A screen fills the window at least: while its data loads the footer waits below the
          fold, instead of showing and then being pushed off (Lighthouse's CLS, issue 46). */}
      <Box component="main" id="main" style={{ flex: 1, minHeight: '100vh' }}>
        <Outlet />
      </Box>
      <Footer />
    </Box>
  );
}
