// A record's history on its edit screen (from the audit log): hidden until asked for, newest first.
import { useState } from 'react';
import { Alert, Button, Card, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { auditEntrySchema, type AuditEntityType } from '@bandbook/domain';
import { apiRequest } from '../../lib/api-client';
import { getErrorMessage } from '../../lib/api-error';
import { AuditEntryView } from './audit-entry';

interface EntityHistoryProps {
  entityType: AuditEntityType;
  entityId: string;
}

export function EntityHistory({ entityType, entityId }: EntityHistoryProps) {
  const [shown, setShown] = useState(false);
  const history = useQuery({
    queryKey: ['admin', 'audit', entityType, entityId],
    queryFn: ({ signal }) =>
      apiRequest(
        `/api/admin/audit/${encodeURIComponent(entityType)}/${encodeURIComponent(entityId)}`,
        { schema: z.array(auditEntrySchema), signal },
      ),
    enabled: shown,
  });
  return (
    <Card withBorder component="section" aria-label="History">
      <Stack gap="sm">
        <Title order={2} size="h4">
          History
        </Title>
        {!shown && (
          <Button variant="default" onClick={() => setShown(true)} w="fit-content">
            Show history
          </Button>
        )}
        {shown && history.isPending && <Loader size="sm" aria-label="Loading history" />}
        {history.isError && <Alert color="red">{getErrorMessage(history.error)}</Alert>}
        {history.data?.length === 0 && <Text size="sm">No changes recorded yet.</Text>}
        {history.data?.map((entry) => (
          <AuditEntryView key={entry._id} entry={entry} />
        ))}
      </Stack>
    </Card>
  );
}
