// The notices' container with its styles, loaded after the first render (app.tsx). A notice is drawn
// with Mantine's Notification (its close button and loader too), whose rules come here: the learner
// pages draw without the whole Mantine stylesheet (learner-styles.ts), and a notice can show on any.
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/Notification.layer.css';
import '@mantine/notifications/styles.layer.css';

export { Notifications } from '@mantine/notifications';
