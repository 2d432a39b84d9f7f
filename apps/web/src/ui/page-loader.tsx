// Shown while a page waits for the data it cannot render without.
import { Center, Loader } from '@mantine/core';

export function PageLoader() {
  return (
    <Center py="xl">
      <Loader aria-label="Loading" />
    </Center>
  );
}
