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

/** The toast shown about each thing (see `notifyAbout`), and how many events it stands for. */
const shownAbout = new Map<string, { id: string; events: number }>();

/**
 * A toast about one thing — a conversation, an Airwork's proposals — that a newer event about
 * the same thing replaces instead of stacking under it: a burst of messages filled a phone's
 * screen with toasts (issue 46). `text` says it for how many events it stands for since the
 * reader last saw one close.
 */
export function notifyAbout(key: string, text: (events: number) => string): void {
  wantToasts();
  const before = shownAbout.get(key);
  const events = (before?.events ?? 0) + 1;
  const id = notifications.show({
    color: 'green',
    message: text(events),
    autoClose: 5000,
    closeButtonProps: closeButtonProps(),
    onClose: () => {
      if (shownAbout.get(key)?.id === id) shownAbout.delete(key);
    },
  });
  shownAbout.set(key, { id, events });
  if (before) notifications.hide(before.id);
}
