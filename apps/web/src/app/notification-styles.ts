// The toasts' styles, with the toasts' code (loaded after the first paint, see app.tsx).
import '@mantine/core/styles/Notification.layer.css';
import '@mantine/notifications/styles.layer.css';
