import { lazy, Suspense, useState } from 'react';
import { Anchor, Box, Burger, Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitch } from '../../components/language-switch';
import { Logo } from '../../components/logo';
import { AccountActions } from './account-actions';

const MobileMenu = lazy(() => import('./mobile-menu').then((m) => ({ default: m.MobileMenu })));

export function Header() {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  // The drawer's code loads on the first press of the burger, and then stays.
  const [wanted, setWanted] = useState(false);
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
      </Container>
      {wanted && (
        <Suspense fallback={null}>
          <MobileMenu opened={opened} onClose={close} />
        </Suspense>
      )}
    </Box>
  );
}
