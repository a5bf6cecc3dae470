import { Box, Button, Container, Group } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation';
import { Link, useLocation } from 'react-router';
import type { TranslationKey } from '../../i18n/i18n';
import { isBuilt } from '../../lib/paths';

interface Shortcut {
  label: TranslationKey;
  to: string;
}

/** Spec section 2: one button chosen by the current path. */
export function shortcutFor(pathname: string): Shortcut | undefined {
  const path = pathname.toLowerCase();
  if (path === '/airwork-list') return { label: 'secondary.view_by_map', to: '/Airwork-map' };
  if (path === '/airwork-map') return { label: 'secondary.view_by_list', to: '/Airwork-list' };
  if (path.includes('pilot-')) return { label: 'secondary.find_airwork', to: '/Airwork-lobby' };
  if (path.includes('client-')) return { label: 'secondary.list_airworks', to: '/choose-address' };
  return undefined;
}

export function SecondaryHeader() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const shortcut = shortcutFor(pathname);
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
