// A /books/{title} URL that names no book this user can see.
import { Alert, Button } from '@mantine/core';
import { Link } from 'react-router';
import { getErrorMessage } from '../../../lib/api-error';
import { paths } from '../../../lib/paths';

export function BookNotFound({ error }: { error?: unknown }) {
  const message = error ? getErrorMessage(error) : 'This book does not exist or is not available.';
  return (
    <Alert color="red" role="alert" title="Book not found">
      {message}
      <Button component={Link} to={paths.library} variant="white" size="xs" ml="sm">
        Go to My Library
      </Button>
    </Alert>
  );
}
