import { Badge, Box, Button, Container, Grid, Group, NavLink, Paper } from '@mantine/core';
import {
  IconBell,
  IconCertificate,
  IconCheck,
  IconClock,
  IconCreditCard,
  IconGavel,
  IconHistory,
  IconHome,
  IconList,
  IconLogout,
  IconMail,
  IconMessage,
  IconSearch,
  IconShieldLock,
  IconTable,
  IconUser,
  IconUsers,
  IconX,
} from '@tabler/icons-react';
import { useTranslation } from '../../i18n/use-translation';
import { Link, Outlet, useLocation } from 'react-router';
import { Role } from '@airwork/shared/accounts/account-constants';
import type { TranslationKey } from '../../i18n/i18n';
import { useLogout } from '../../features/accounts/api/logout';
import { useClientTotals } from '../../features/airworks/api/client-airworks';
import { usePilotTotals, useWaitingCount } from './sidebar-counts';
import { useCurrentUser } from '../../lib/session';
import { isBuilt, link, paths } from '../../lib/paths';
import { useUnreadMessages } from '../../lib/messages';
import { RequireUser } from './require-user';
import { AirworkStatus } from '@airwork/shared/airworks/airwork-states';

/** Not a status: the badge of the client's Notification item counts waiting applications. */
const APPLICATIONS = -1;
/** Not a status either: the Messages item's badge counts unread messages. */
const MESSAGES = -2;

interface SidebarItem {
  label: TranslationKey;
  to: string;
  icon: typeof IconHome;
  /** An order list: its count shows as a badge when above 0 (spec section 2). */
  status?: number;
}

const S = AirworkStatus;

// The spec's sidebars (section 2), in its order. Items appear as their screens are built.
const SIDEBARS: Record<Role, SidebarItem[]> = {
  [Role.pilot]: [
    { label: 'sidebar.home', to: '/pilot-home', icon: IconHome },
    { label: 'sidebar.my_profile', to: '/pilot-profile', icon: IconUser },
    { label: 'sidebar.security', to: paths.security, icon: IconShieldLock },
    { label: 'sidebar.payment', to: '/pilot-payment', icon: IconCreditCard },
    { label: 'sidebar.notification', to: '/pilot-notification', icon: IconBell },
    { label: 'sidebar.messages', to: paths.messages, icon: IconMessage, status: MESSAGES },
    { label: 'sidebar.mailbox', to: paths.mailbox, icon: IconMail },
    { label: 'sidebar.find_airwork', to: '/Airwork-lobby', icon: IconSearch },
    {
      label: 'sidebar.pending_order',
      to: link.pilotHistory(S.pending),
      icon: IconClock,
      status: S.pending,
    },
    { label: 'sidebar.airwork_history', to: link.pilotHistory(0), icon: IconHistory },
  ],
  [Role.client]: [
    { label: 'sidebar.home', to: '/client-home', icon: IconHome },
    { label: 'sidebar.my_profile', to: '/client-profile', icon: IconUser },
    { label: 'sidebar.security', to: paths.security, icon: IconShieldLock },
    { label: 'sidebar.payment', to: '/client-payment', icon: IconCreditCard },
    {
      label: 'sidebar.notification',
      to: '/client-notification',
      icon: IconBell,
      status: APPLICATIONS,
    },
    { label: 'sidebar.messages', to: paths.messages, icon: IconMessage, status: MESSAGES },
    { label: 'sidebar.mailbox', to: paths.mailbox, icon: IconMail },
    { label: 'sidebar.job_list', to: '/client-history', icon: IconTable },
    { label: 'sidebar.new_order', to: link.clientOrders(S.open), icon: IconList, status: S.open },
    {
      label: 'sidebar.pending_order',
      to: link.clientOrders(S.pending),
      icon: IconClock,
      status: S.pending,
    },
    {
      label: 'sidebar.completed',
      to: link.clientOrders(S.completed),
      icon: IconCheck,
      status: S.completed,
    },
    {
      label: 'sidebar.cancelled',
      to: link.clientOrders(S.cancelled),
      icon: IconX,
      status: S.cancelled,
    },
  ],
  [Role.admin]: [
    { label: 'sidebar.home', to: '/admin-home', icon: IconHome },
    { label: 'sidebar.pilot_certificate', to: '/pilot-verify', icon: IconCertificate },
    { label: 'sidebar.pilot_management', to: '/pilot-mgr', icon: IconUsers },
    { label: 'sidebar.disputes', to: paths.adminDisputes, icon: IconGavel },
    { label: 'sidebar.security', to: paths.security, icon: IconShieldLock },
    { label: 'sidebar.mailbox', to: paths.mailbox, icon: IconMail },
  ],
};

/** The order counts by status, for the sidebar badges (only above 0); and waiting applications. */
function useOrderCounts(role: Role): Map<number, number> {
  const user = useCurrentUser();
  const client = useClientTotals(role === Role.client ? user?.id : undefined);
  const pilot = usePilotTotals(role === Role.pilot ? user?.id : undefined);
  const waiting = useWaitingCount(role === Role.client ? user?.id : undefined);
  const unread = useUnreadMessages(role === Role.client || role === Role.pilot);
  const rows = (role === Role.client ? client.data : pilot.data) ?? [];
  const counts = new Map(rows.map((row) => [row.status, row.total]));
  counts.set(APPLICATIONS, waiting);
  counts.set(MESSAGES, unread);
  return counts;
}

function useSidebarItems(role: Role) {
  const { pathname, search } = useLocation();
  const here = `${pathname}${search}`.toLowerCase();
  const counts = useOrderCounts(role);
  return SIDEBARS[role]
    .filter((i) => isBuilt(i.to))
    .map((item) => ({
      ...item,
      active: here === item.to.toLowerCase(),
      count: item.status === undefined ? 0 : (counts.get(item.status) ?? 0),
    }));
}

function CountBadge({ count }: { count: number }) {
  return count > 0 ? (
    <Badge size="sm" variant="light">
      {count}
    </Badge>
  ) : null;
}

function Sidebar({ role }: { role: Role }) {
  const { t } = useTranslation();
  const logout = useLogout();
  const items = useSidebarItems(role);
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
            rightSection={<CountBadge count={item.count} />}
            active={item.active}
          />
        ))}
        <NavLink
          component="button"
          label={t('sidebar.logout')}
          leftSection={<IconLogout size={18} aria-hidden />}
          onClick={logout}
        />
      </Paper>
      {/* Scrolls sideways on a phone (plain overflow: no scroll-area library on the way in). */}
      <Box hiddenFrom="md" style={{ overflowX: 'auto' }}>
        <Group component="nav" aria-label={t('sidebar.label')} gap="xs" wrap="nowrap" pb="xs">
          {items.map((item) => (
            <Button
              key={item.to}
              component={Link}
              to={item.to}
              size="xs"
              variant={item.active ? 'filled' : 'default'}
              rightSection={<CountBadge count={item.count} />}
              style={{ flexShrink: 0 }}
            >
              {t(item.label)}
            </Button>
          ))}
          <Button size="xs" variant="default" onClick={logout} style={{ flexShrink: 0 }}>
            {t('sidebar.logout')}
          </Button>
        </Group>
      </Box>
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
