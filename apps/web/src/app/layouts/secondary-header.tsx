import { Box, Button, Container, Group } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation';
import { Link, useLocation } from 'react-router';
import type { TranslationKey } from '../../i18n/i18n';
import { Role } from '@airwork/shared/accounts/account-constants';
import { isBuilt } from '../../lib/paths';
import { useCurrentUser } from '../../lib/session';

interface Shortcut {
  label: TranslationKey;
  to: string;
}

/**
 * Spec section 2: one button chosen by the current path. "Find Airwork" is a pilot's errand:
 * a client reading a pilot's page (/pilot-information) is not offered it (issue 23).
 */
export function shortcutFor(pathname: string, roleId?: number): Shortcut | undefined {
  const path = pathname.toLowerCase();
  if (path === '/airwork-list') return { label: 'secondary.view_by_map', to: '/Airwork-map' };
  if (path === '/airwork-map') return { label: 'secondary.view_by_list', to: '/Airwork-list' };
  if (path.includes('pilot-')) {
    if (roleId !== Role.pilot) return undefined;
    return { label: 'secondary.find_airwork', to: '/Airwork-lobby' };
  }
  if (path.includes('client-')) return { label: 'secondary.list_airworks', to: '/choose-address' };
  return undefined;
}

export function SecondaryHeader() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const user = useCurrentUser();
  const shortcut = shortcutFor(pathname, user?.role_id);
  // The target screens arrive with the Airworks features; until then the bar stays empty.
  if (!shortcut || !isBuilt(shortcut.to)) return null;
  return (
    <Box py={6} bg="airwork.0">
      <Container size="lg">
        <Group justify="flex-end">
          <Button component={Link} to={shortcut.to} size="xs" variant="light">
            {t(shortcut.label)}
          </Button>
        </Group>
      </Container>
    </Box>
  );
}
