import { Drawer, Stack } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation';
import { LanguageSwitch } from '../../components/language-switch';
import { AccountActions } from './account-actions';

/** The phone's menu drawer, loaded the first time the burger is pressed. */
export function MobileMenu({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={t('header.menu')}
      position="right"
      size="80%"
      hiddenFrom="sm"
    >
      <Stack>
        <LanguageSwitch />
        <AccountActions onDone={onClose} stacked />
      </Stack>
    </Drawer>
  );
}
