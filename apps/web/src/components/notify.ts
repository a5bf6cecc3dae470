import { notifications } from '@mantine/notifications';
import i18n from '../i18n/i18n';

const closeButtonProps = () => ({ 'aria-label': i18n.t('common.close') });

export function notifySuccess(message: string): void {
  notifications.show({
    color: 'green',
    message,
    autoClose: 5000,
    closeButtonProps: closeButtonProps(),
  });
}

export function notifyError(message: string): void {
  notifications.show({
    color: 'red',
    message,
    autoClose: 8000,
    closeButtonProps: closeButtonProps(),
  });
}
