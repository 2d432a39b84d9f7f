// The notices' container with its styles, loaded after the first render (app.tsx).
import '@mantine/notifications/styles.layer.css';

export { Notifications } from '@mantine/notifications';
