import { Box, Container, Grid, NavLink, Paper, ScrollArea, Button, Group } from '@mantine/core';
import { IconHome, IconLogout, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { Role } from '@airwork/shared/accounts/account-constants';
import type { TranslationKey } from '../../i18n/i18n';
import { useLogout } from '../../features/accounts/api/logout';
import { isBuilt } from '../paths';
import { RequireUser } from './require-user';

interface SidebarItem {
  label: TranslationKey;
  to: string;
  icon: typeof IconHome;
}

// The spec's sidebars (section 2), in its order. Items appear as their screens are built.
const SIDEBARS: Record<Role, SidebarItem[]> = {
  [Role.pilot]: [
    { label: 'sidebar.home', to: '/pilot-home', icon: IconHome },
    { label: 'sidebar.my_profile', to: '/pilot-profile', icon: IconUser },
  ],
  [Role.client]: [
    { label: 'sidebar.home', to: '/client-home', icon: IconHome },
    { label: 'sidebar.my_profile', to: '/client-profile', icon: IconUser },
  ],
  [Role.admin]: [{ label: 'sidebar.home', to: '/admin-home', icon: IconHome }],
};

function Sidebar({ role }: { role: Role }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const logout = useLogout();
  const items = SIDEBARS[role].filter((i) => isBuilt(i.to));
  return (
    <>
      <Paper withBorder p="xs" visibleFrom="md" component="nav" aria-label={t('sidebar.label')}>
        {items.map((item) => (
          <NavLink
            key={item.to}
            component={Link}
            to={item.to}
            label={t(item.label)}
            leftSection={<item.icon size={18} aria-hidden />}
            active={pathname.toLowerCase() === item.to.toLowerCase()}
          />
        ))}
        <NavLink
          component="button"
          label={t('sidebar.logout')}
          leftSection={<IconLogout size={18} aria-hidden />}
          onClick={logout}
        />
      </Paper>
      <ScrollArea hiddenFrom="md" type="never">
        <Group component="nav" aria-label={t('sidebar.label')} gap="xs" wrap="nowrap" pb="xs">
          {items.map((item) => (
            <Button
              key={item.to}
              component={Link}
              to={item.to}
              size="xs"
              variant={pathname.toLowerCase() === item.to.toLowerCase() ? 'filled' : 'default'}
            >
              {t(item.label)}
            </Button>
          ))}
          <Button size="xs" variant="default" onClick={logout}>
            {t('sidebar.logout')}
          </Button>
        </Group>
      </ScrollArea>
    </>
  );
}

/** A role's screens: the sidebar beside (desktop) or above (phone) the screen. */
export function RoleLayout({ role }: { role: Role }) {
  return (
    <RequireUser roles={[role]}>
      <Container size="lg" py="lg">
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 3 }}>
            <Sidebar role={role} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 9 }}>
            <Box>
              <Outlet />
            </Box>
          </Grid.Col>
        </Grid>
      </Container>
    </RequireUser>
  );
}
