// Phones held upright get a request to turn to landscape, where the player and books fit.
import { Alert } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

export function PortraitWarning() {
  const isPortraitPhone = useMediaQuery('(orientation: portrait) and (max-width: 600px)');
  if (!isPortraitPhone) return null;
  return (
    <Alert color="yellow" radius={0} role="status">
      Please turn your device to landscape for the best experience.
    </Alert>
  );
}
