import { notifications } from '@mantine/notifications';
import i18n from '../i18n/i18n';
import { wantToasts } from '../lib/toasts-wanted';

const closeButtonProps = () => ({ 'aria-label': i18n.t('common.close') });

export function notifySuccess(message: string): void {
  wantToasts();
  notifications.show({
    color: 'green',
    message,
    autoClose: 5000,
    closeButtonProps: closeButtonProps(),
  });
}

export function notifyError(message: string): void {
  wantToasts();
  notifications.show({
    color: 'red',
    message,
    autoClose: 8000,
    closeButtonProps: closeButtonProps(),
  });
}
