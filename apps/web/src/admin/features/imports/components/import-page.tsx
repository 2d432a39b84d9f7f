// /admin/import (issue 49 item 2): staff choose what to import (learners, or codes into a code list)
// and a CSV file; "Check file" sends it and shows the check's progress, then either "No errors in N
// rows" with the button that imports them, or the errors by line and column; the import shows its
// progress and ends with a summary. The import's state is read again while a job works on it.
import { useId, useState } from 'react';
import { Alert, Button, Radio, Select, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { LEARNER_IMPORT_COLUMNS, type ImportKind } from '@bandbook/domain';
import { AdminPage } from '../../../ui/admin-page';
import { useCan } from '../../../ui/use-can';
import { importsKey, runImport, startImport, useCodeLists, useImport } from '../api/imports';
import { ImportStatus } from './import-status';

const message = (failure: unknown) =>
  failure instanceof Error ? failure.message : String(failure);

export function ImportPage() {
  const can = useCan();
  const mayLearners = can('sulUsers', 'create');
  const mayCodes = can('couponList', 'update');
  const [kind, setKind] = useState<ImportKind>(mayLearners || !mayCodes ? 'learners' : 'codes');
  const [listId, setListId] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [importId, setImportId] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [running, setRunning] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [runError, setRunError] = useState<string | null>(null);
  const fileId = useId();
  const queryClient = useQueryClient();
  const lists = useCodeLists(kind === 'codes');
  const current = useImport(importId);

  const check = async () => {
    setError(null);
    setRunError(null);
    if (!file) return setError('Choose a CSV file.');
    if (kind === 'codes' && !listId) return setError('Choose a code list.');
    setSending(true);
    try {
      const started = await startImport(kind, file, listId);
      queryClient.setQueryData([...importsKey, started._id], started);
      setImportId(started._id);
    } catch (failure) {
      setError(message(failure));
    } finally {
      setSending(false);
    }
  };

  const run = async () => {
    if (!importId) return;
    setRunning(true);
    setRunError(null);
    try {
      queryClient.setQueryData([...importsKey, importId], await runImport(importId));
    } catch (failure) {
      setRunError(message(failure));
    } finally {
      setRunning(false);
    }
  };

  const working =
    current.data?.status === 'checking' || current.data?.status === 'importing' || running;
  return (
    <AdminPage title="Import">
      <Text c="dimmed">
        Import learners with their subscriptions and trials, or codes into a code list, from a CSV
        file. The file is checked first and nothing is written until you import it.
      </Text>
      <Stack gap="sm" maw={560}>
        <Radio.Group
          label="What to import"
          value={kind}
          onChange={(value) => {
            setKind(value as ImportKind);
            setImportId(null);
          }}
        >
          <Stack gap={4} mt={4}>
            <Radio value="learners" label="Learners" disabled={!mayLearners} />
            <Radio value="codes" label="Codes into a code list" disabled={!mayCodes} />
          </Stack>
        </Radio.Group>
        {kind === 'learners' ? (
          <Text size="sm">
            Columns: {LEARNER_IMPORT_COLUMNS.join(', ')} (username, email, languageCode and
            currencyCode are required; package ids separated by ;, end dates as YYYY-MM-DD).
            Imported learners have no password: each sets one with &quot;Forgot password&quot; on
            the login page.
          </Text>
        ) : (
          <>
            <Select
              label="Code list"
              placeholder="Choose a code list"
              searchable
              data={(lists.data?.pageData ?? []).map((list) => ({
                value: list._id,
                label: `${list.name} (${list.contentPackageTitle})`,
              }))}
              value={listId}
              onChange={(value) => {
                setListId(value);
                setImportId(null);
              }}
            />
            <Text size="sm">One column, code. Codes are stored as printed codes are.</Text>
          </>
        )}
        <Stack gap={2}>
          <Text component="label" htmlFor={fileId} size="sm" fw={500}>
            CSV file
          </Text>
          <input
            id={fileId}
            type="file"
            accept=".csv,text/csv"
            onChange={(event) => {
              setFile(event.currentTarget.files?.[0] ?? null);
              setImportId(null);
            }}
          />
        </Stack>
        <div>
          <Button onClick={check} loading={sending} disabled={working}>
            Check file
          </Button>
        </div>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
      </Stack>
      {current.data && (
        <ImportStatus answer={current.data} running={running} runError={runError} onRun={run} />
      )}
    </AdminPage>
  );
}
