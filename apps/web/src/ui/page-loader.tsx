// Shown while a page waits for the data it cannot render without: a named status (a bare aria-label on
// the loader would be a prohibited attribute).
import { Center, Loader } from '@mantine/core';

export function PageLoader() {
  return (
    <Center py="xl">
      <Loader role="status" aria-label="Loading" />
    </Center>
  );
}
