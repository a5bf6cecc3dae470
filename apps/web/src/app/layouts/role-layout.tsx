import { useEffect, useRef, useState } from 'react';
import { Badge, Box, Button, Container, Grid, Group, NavLink, Paper } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
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
import { usePilotTotals } from './sidebar-counts';
import { useNotifications } from '../../lib/notifications';
import { useCurrentUser } from '../../lib/session';
import { isBuilt, link, paths } from '../../lib/paths';
import { useUnreadMessages } from '../../lib/messages';
import { RequireUser } from './require-user';
import { activeLink } from './sidebar-active';
import { AirworkStatus } from '@airwork/shared/airworks/airwork-states';
import { warmFormatters } from '../../lib/warm-formatters';

/** Not a status: the Notification item's badge counts unread notices, as the bell does. */
const NOTICES = -1;
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
    { label: 'sidebar.notification', to: '/pilot-notification', icon: IconBell, status: NOTICES },
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
      status: NOTICES,
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
    { label: 'sidebar.scheduled_work', to: paths.adminJobs, icon: IconClock },
  ],
};

/** The order counts by status, for the sidebar badges (only above 0); unread notices and messages. */
function useOrderCounts(role: Role): Map<number, number> {
  const user = useCurrentUser();
  const client = useClientTotals(role === Role.client ? user?.id : undefined);
  const pilot = usePilotTotals(role === Role.pilot ? user?.id : undefined);
  const party = role === Role.client || role === Role.pilot;
  // The bell's own query and number: the sidebar and the bell never disagree (issue 46).
  const notices = useNotifications(1, 10, party).data?.unread ?? 0;
  const unread = useUnreadMessages(party);
  const rows = (role === Role.client ? client.data : pilot.data) ?? [];
  const counts = new Map(rows.map((row) => [row.status, row.total]));
  counts.set(NOTICES, notices);
  counts.set(MESSAGES, unread);
  return counts;
}

type ShownItem = ReturnType<typeof useSidebarItems>[number];

function useSidebarItems(role: Role) {
  const { pathname, search } = useLocation();
  const counts = useOrderCounts(role);
  const items = SIDEBARS[role].filter((i) => isBuilt(i.to));
  const active = activeLink(items, pathname, search);
  return items.map((item, i) => ({
    ...item,
    active: i === active,
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

/** Where the sidebar is a column beside the screen (Mantine's `md`); below it, a strip on top. */
const SIDEBAR_COLUMN_FROM = '(min-width: 62em)';

/**
 * The sidebar as the width allows: a column of links on a wide screen, a sideways strip on a
 * phone. Only the one shown is made: both, one hidden by CSS, doubled the work of every count
 * that arrives (three per screen) on a slow phone's main thread (issue 46).
 */
function Sidebar({ role }: { role: Role }) {
  const { t } = useTranslation();
  const logout = useLogout();
  const items = useSidebarItems(role);
  const column = useMediaQuery(SIDEBAR_COLUMN_FROM, true, { getInitialValueInEffect: false });
  if (!column) return <PhoneStrip items={items} logout={logout} />;
  return (
    <Paper withBorder p="xs" component="nav" aria-label={t('sidebar.label')}>
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
  );
}

/** Which ends of a sideways strip have more beyond them, kept as the strip scrolls or resizes. */
function useScrollEnds(ref: React.RefObject<HTMLDivElement | null>, key: string) {
  const [ends, setEnds] = useState({ before: false, after: false });
  useEffect(() => {
    const el = ref.current;
    if (!el) return undefined;
    const measure = () =>
      setEnds({
        before: el.scrollLeft > 4,
        after: el.scrollLeft + el.clientWidth < el.scrollWidth - 4,
      });
    // The screen open is in view, not cut at the edge (issue 46: "Noti…" with no sign of more).
    // The strip alone scrolls, sideways: `scrollIntoView` scrolled the page too, so a
    // conversation scrolled to its latest message jumped back up to the strip. Measured in the
    // next frame, before it paints, with the layout the browser makes for it anyway: measured
    // here, the whole page's layout was forced inside the render's task (~80 ms of a slow phone).
    const frame = requestAnimationFrame(() => {
      const active = el.querySelector<HTMLElement>('[data-active="true"]');
      if (active) {
        const [at, strip] = [active.getBoundingClientRect(), el.getBoundingClientRect()];
        el.scrollLeft += at.left + at.width / 2 - (strip.left + strip.width / 2);
      }
      measure();
    });
    el.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    return () => {
      cancelAnimationFrame(frame);
      el.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
    };
  }, [ref, key]);
  return ends;
}

/**
 * The sidebar on a phone: a strip that scrolls sideways (plain overflow: no scroll-area
 * library on the way in), faded at an end with more beyond it, the open screen scrolled into
 * view.
 */
function PhoneStrip({ items, logout }: { items: ShownItem[]; logout: () => void }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const { pathname, search } = useLocation();
  const { before, after } = useScrollEnds(ref, pathname + search);
  const fade = `linear-gradient(to right, ${before ? 'transparent, black 32px' : 'black'}, ${
    after ? 'black calc(100% - 48px), transparent' : 'black'
  })`;
  return (
    <Box
      ref={ref}
      // Meant to scroll sideways, with its fades as the sign (journeys tell it from a clip).
      data-sideways
      data-more-before={before || undefined}
      data-more-after={after || undefined}
      style={{ overflowX: 'auto', maskImage: fade, WebkitMaskImage: fade }}
    >
      <Group component="nav" aria-label={t('sidebar.label')} gap="xs" wrap="nowrap" pb="xs">
        {items.map((item) => (
          <Button
            key={item.to}
            component={Link}
            to={item.to}
            size="xs"
            variant={item.active ? 'filled' : 'default'}
            data-active={item.active || undefined}
            aria-current={item.active ? 'page' : undefined}
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
  );
}

/** A role's screens: the sidebar beside (desktop) or above (phone) the screen. */
export function RoleLayout({ role }: { role: Role }) {
  const { i18n } = useTranslation();
  useEffect(() => warmFormatters(i18n.language), [i18n.language]);
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
