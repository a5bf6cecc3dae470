// The toasts' styles, with the toasts' code (loaded after the first paint, see app.tsx); the
// Notification component's own sheet comes with its code (vite.config.ts, `mantine-styles`).
import '@mantine/notifications/styles.layer.css';
