// Shown when the public config cannot be read: the app cannot start without it.
import { Alert, Button, Container, MantineProvider, Stack } from '@mantine/core';
import { cssVariablesResolver, theme } from './theme';
import './full-styles';

export function StartupError({ message }: { message: string }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <Container size="sm" py="xl" component="main">
        <Stack>
          <Alert color="red" title="Bandbook could not start" role="alert">
            {message}
          </Alert>
          <Button onClick={() => window.location.reload()}>Try again</Button>
        </Stack>
      </Container>
    </MantineProvider>
  );
}
