import { lazy, Suspense, useState } from 'react';
import { Anchor, Box, Burger, Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
import { LanguageSwitch } from '../../components/language-switch';
import { Logo } from '../../components/logo';
import { AccountActions } from './account-actions';
import { loadMessageTexts } from '../../i18n/i18n';
import { useCurrentUser } from '../../lib/session';

const MobileMenu = lazy(() => import('./mobile-menu').then((m) => ({ default: m.MobileMenu })));
// Messages and the bell: for a signed-in user, after the first paint (never Home's first load).
const HeaderInbox = lazy(() =>
  Promise.all([import('./header-inbox'), loadMessageTexts()]).then(([m]) => ({
    default: m.HeaderInbox,
  })),
);

export function Header() {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  // The drawer's code loads on the first press of the burger, and then stays.
  const [wanted, setWanted] = useState(false);
  const signedIn = useCurrentUser() !== null;
  return (
    <Box
      component="header"
      py="sm"
      style={{ borderBottom: '1px solid var(--mantine-color-gray-3)', background: 'white' }}
    >
      <Anchor href="#main" className="skip-link">
        {t('header.skip_to_content')}
      </Anchor>
      <Container size="lg">
        <Group justify="space-between" wrap="nowrap">
          <Anchor component={Link} to="/" underline="never" aria-label={t('header.home_link')}>
            <Logo />
          </Anchor>
          <Group gap="sm" wrap="nowrap">
            {signedIn && (
              <Suspense fallback={null}>
                <HeaderInbox />
              </Suspense>
            )}
            <Group gap="sm" visibleFrom="sm" wrap="nowrap">
              <LanguageSwitch />
              <AccountActions />
            </Group>
            <Burger
              opened={opened}
              onClick={() => {
                setWanted(true);
                toggle();
              }}
              hiddenFrom="sm"
              aria-label={t('header.open_menu')}
            />
          </Group>
        </Group>
      </Container>
      {wanted && (
        <Suspense fallback={null}>
          <MobileMenu opened={opened} onClose={close} />
        </Suspense>
      )}
    </Box>
  );
}
