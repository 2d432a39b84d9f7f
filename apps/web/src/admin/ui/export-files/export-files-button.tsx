// 'Download as CSV': opens the export file list (spec section 2): the finished files grouped by the
// day they were generated, each a link with its generated-on time, and a button that starts a new
// export. An empty list says 'There is no file available for download yet.' A link fetches its file
// with the staff session (decision 053).
import { useState } from 'react';
import { Alert, Anchor, Button, Group, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import { EXPORT_MESSAGES, EXPORT_TITLES, type ExportKind } from '@bandbook/domain';
import { getErrorMessage } from '../../../lib/api-error';
import {
  downloadExportFile,
  useExportList,
  useStartExport,
  type ExportFilters,
} from './export-files-api';

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const day = new Intl.DateTimeFormat(undefined, { dateStyle: 'full', timeZone: 'UTC' });

interface ExportFilesProps {
  kind: ExportKind;
  /** The list's current filters: a new export holds what the list shows (issue 44). */
  filters?: ExportFilters;
}

export function ExportFilesButton({ kind, filters }: ExportFilesProps) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button variant="default" onClick={() => setOpened(true)}>
        {EXPORT_MESSAGES.modalTitle}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={EXPORT_MESSAGES.modalTitle}>
        {opened && <ExportFiles kind={kind} filters={filters} />}
      </Modal>
    </>
  );
}

function ExportFiles({ kind, filters }: ExportFilesProps) {
  const list = useExportList(kind, true);
  const start = useStartExport(kind, filters);
  const filtered = Object.values(filters ?? {}).some(
    (value) => value !== undefined && value !== '',
  );
  const pending = list.data?.pending ?? 0;
  const [downloadError, setDownloadError] = useState<string | null>(null);
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text size="sm">
          {EXPORT_TITLES[kind]}
          {filtered && ' (with the list’s current filters)'}
        </Text>
        <Button onClick={() => start.mutate()} loading={start.isPending}>
          New export
        </Button>
      </Group>
      {start.isError && <Alert color="red">{getErrorMessage(start.error)}</Alert>}
      {downloadError && <Alert color="red">{downloadError}</Alert>}
      {pending > 0 && (
        <Group gap="xs" role="status">
          <Loader size="xs" />
          <Text size="sm">{EXPORT_MESSAGES.started}</Text>
        </Group>
      )}
      {list.isPending && <Loader size="sm" aria-label="Loading files" />}
      {list.isError && <Alert color="red">{getErrorMessage(list.error)}</Alert>}
      {list.data && list.data.groups.length === 0 && <Text>{EXPORT_MESSAGES.empty}</Text>}
      {list.data?.groups.map((group) => (
        <section key={group.title} aria-label={group.title}>
          <Title order={3} size="h5" mb={4}>
            {day.format(new Date(`${group.title}T00:00:00Z`))}
          </Title>
          <Stack gap={4}>
            {group.files.map((file) => (
              <Group key={file._id} justify="space-between" wrap="nowrap">
                <Anchor
                  href={file.link}
                  download={`${file.title}.csv`}
                  onClick={(event) => {
                    // The link needs the session's token, which a plain navigation would not send.
                    event.preventDefault();
                    setDownloadError(null);
                    downloadExportFile(file.link, file.title).catch((error: unknown) =>
                      setDownloadError(getErrorMessage(error)),
                    );
                  }}
                >
                  {file.title}
                </Anchor>
                <Text size="xs" c="dimmed">
                  Generated on {dateTime.format(new Date(file.generatedOn))} · {file.rowCount} rows
                </Text>
              </Group>
            ))}
          </Stack>
        </section>
      ))}
    </Stack>
  );
}
