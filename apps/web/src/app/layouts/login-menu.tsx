import { Button, Menu } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation';
import { link } from '../../lib/paths';

/**
 * "Log in" with its Client / Pilot choice. A module of its own: the dropdown's positioning
 * code is loaded when a visitor first reaches for it, not with Home.
 */
export function LoginMenu({ go, stacked }: { go: (to: string) => void; stacked?: boolean }) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" withinPortal defaultOpened>
      <Menu.Target>
        <Button variant="default" fullWidth={stacked}>
          {t('header.log_in')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => go(link.login('client'))}>{t('header.log_in_client')}</Menu.Item>
        <Menu.Item onClick={() => go(link.login('pilot'))}>{t('header.log_in_pilot')}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
