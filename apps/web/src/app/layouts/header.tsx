import { Anchor, Box, Burger, Button, Container, Drawer, Group, Menu, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { homeRouteForRole } from '@airwork/shared/accounts/account-constants';
import { useCurrentUser } from '../../lib/session';
import { LanguageSwitch } from '../../components/language-switch';
import { Logo } from '../../components/logo';

function AccountActions({ onDone, stacked }: { onDone?: () => void; stacked?: boolean }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const go = (to: string) => {
    onDone?.();
    void navigate(to);
  };

  if (user) {
    return (
      <Button onClick={() => go(homeRouteForRole(user.role_id))} fullWidth={stacked}>
        {t('header.my_account')}
      </Button>
    );
  }
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button variant="default" fullWidth={stacked}>
            {t('header.log_in')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={() => go('/login?as=client')}>{t('header.log_in_client')}</Menu.Item>
          <Menu.Item onClick={() => go('/login?as=pilot')}>{t('header.log_in_pilot')}</Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <Button onClick={() => go('/sign-up-as')} fullWidth={stacked}>
        {t('header.join_free')}
      </Button>
    </>
  );
}

export function Header() {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
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
            onClick={toggle}
            hiddenFrom="sm"
            aria-label={t('header.open_menu')}
          />
        </Group>
      </Container>
      <Drawer
        opened={opened}
        onClose={close}
        title={t('header.menu')}
        position="right"
        size="80%"
        hiddenFrom="sm"
      >
        <Stack>
          <LanguageSwitch />
          <AccountActions onDone={close} stacked />
        </Stack>
      </Drawer>
    </Box>
  );
}
