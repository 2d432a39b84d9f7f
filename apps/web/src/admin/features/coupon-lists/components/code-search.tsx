// Find one code across the code lists (issue 44): staff type it as it is printed or as a learner
// typed it (any case, dashes, O for 0, I or L for 1) and see its list, status and who used it.
// Only the lists of the staff member's channels are searched.
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert, Anchor, Button, Card, Group, List, Stack, Text, TextInput } from '@mantine/core';
import { COUPON_LIST_MESSAGES, codeStatusLabel, formatCode } from '@bandbook/domain';
import { getErrorMessage } from '../../../../lib/api-error';
import { adminPaths } from '../../../admin-paths';
import { useCodeSearch } from '../api/coupon-lists';
import { formatDate, formatDateTime } from '../lib/dates';

export function CodeSearch() {
  const [typed, setTyped] = useState('');
  const [code, setCode] = useState('');
  const search = useCodeSearch(code);
  const found = search.data;
  return (
    <Card withBorder component="section" aria-label="Find a code">
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setCode(typed.trim());
        }}
      >
        <Group align="flex-end">
          <TextInput
            label="Find a code"
            placeholder="e.g. ABCD-EFGH-JKMN"
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            w={280}
          />
          <Button type="submit" variant="default" loading={search.isFetching}>
            Find
          </Button>
        </Group>
      </form>
      {search.isError && (
        <Alert color="yellow" mt="sm" role="status">
          {getErrorMessage(search.error)}
        </Alert>
      )}
      {found && (
        <Stack gap={4} mt="sm" role="status" aria-label="Code found">
          <Text fw={600}>{formatCode(found.code)}</Text>
          <Text size="sm">
            List:{' '}
            <Anchor component={Link} to={adminPaths.couponLists.view(found.listId)}>
              {found.listName}
            </Anchor>{' '}
            · {found.contentPackageTitle}
          </Text>
          <Text size="sm">
            Status: {codeStatusLabel(found)}
            {found.expiresOn ? ` · expires ${formatDate(found.expiresOn)}` : ''}
          </Text>
          {found.usedList.length === 0 ? (
            <Text size="sm">{COUPON_LIST_MESSAGES.noActivations}</Text>
          ) : (
            <List size="sm" aria-label="Used by">
              {found.usedList.map((use) => (
                <List.Item key={use.userId}>
                  {use.deleted ? 'A deleted account' : `${use.username} (${use.email})`} ·{' '}
                  {formatDateTime(use.activatedAt)}
                </List.Item>
              ))}
            </List>
          )}
        </Stack>
      )}
    </Card>
  );
}
