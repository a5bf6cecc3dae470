import { notifications } from '@mantine/notifications';

export function notifySuccess(message: string): void {
  notifications.show({ color: 'green', message, autoClose: 5000 });
}

export function notifyError(message: string): void {
  notifications.show({ color: 'red', message, autoClose: 8000 });
}
