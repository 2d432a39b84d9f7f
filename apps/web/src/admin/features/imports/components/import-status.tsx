// An import's state on the page: the step under way with its progress, "No errors in N rows" with
// the button that imports them, the errors found, or the summary once imported.
import { Alert, Button, Group, Loader, Progress, Stack, Text } from '@mantine/core';
import type { Import } from '@bandbook/domain';
import { importView } from '../lib/import-view';
import { ImportErrorsTable } from './import-errors-table';

interface ImportStatusProps {
  answer: Import;
  running: boolean;
  runError: string | null;
  onRun(): void;
}

export function ImportStatus({ answer, running, runError, onRun }: ImportStatusProps) {
  const view = importView(answer);
  return (
    <Stack gap="sm">
      {(view.step === 'checking' || view.step === 'importing') && (
        <Stack gap={4}>
          <Group gap="xs">
            <Loader size="xs" aria-hidden />
            <Text role="status">{view.label}</Text>
          </Group>
          {view.percent !== null && (
            <Progress value={view.percent} aria-label="Import progress" animated />
          )}
        </Stack>
      )}
      {view.step === 'ready' && (
        <Group>
          <Text role="status" fw={700}>
            {view.label}
          </Text>
          <Button onClick={onRun} loading={running}>
            Import {view.rows.toLocaleString('en')} {view.rows === 1 ? 'row' : 'rows'}
          </Button>
        </Group>
      )}
      {view.step === 'errors' && (
        <Alert color="red" role="alert" title="The file has errors">
          {view.label}
        </Alert>
      )}
      {view.step === 'done' && (
        <Alert color="green" role="status" title="Import finished">
          {view.label}
        </Alert>
      )}
      {view.step === 'failed' && (
        <Alert color="red" role="alert">
          {view.label}
        </Alert>
      )}
      {runError && (
        <Alert color="red" role="alert">
          {runError}
        </Alert>
      )}
      {answer.errors.length > 0 && answer.status !== 'checking' && (
        <ImportErrorsTable errors={answer.errors} />
      )}
    </Stack>
  );
}
