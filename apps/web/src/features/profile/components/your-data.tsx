// "My Data" on the profile: download everything Bandbook keeps about the account (a zip), or delete
// the account (issue 49).
import { useState } from 'react';
import { Button, Group, Paper, Text } from '@mantine/core';
import type { CurrentUser } from '@bandbook/domain';
import { downloadFile } from '../../../lib/download-file';
import type { ProfileAlert } from '../hooks/use-profile-alerts';
import { DeleteAccountModal } from './delete-account-modal';

interface YourDataProps {
  user: Pick<CurrentUser, 'hasPassword' | 'role'>;
  onResult: (tone: ProfileAlert['tone'], message: string) => void;
}

export function YourData({ user, onResult }: YourDataProps) {
  const [isDownloading, setIsDownloading] = useState(false);
  const [isDeleting, setIsDeleting] = useState(false);

  const download = async () => {
    setIsDownloading(true);
    try {
      await downloadFile('/api/users/me/data', 'bandbook-data.zip');
    } catch (error) {
      onResult('error', error instanceof Error ? error.message : 'The download failed.');
    } finally {
      setIsDownloading(false);
    }
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="profile-data-title">
      <Text id="profile-data-title" fw={700} mb="xs">
        My Data
      </Text>
      <Text size="sm" mb="sm">
        Everything Bandbook keeps about your account (profile, books, codes, SoundCheck results and
        emails) as a zip of readable files.
      </Text>
      <Group gap="xs">
        <Button size="xs" variant="default" loading={isDownloading} onClick={() => void download()}>
          Download My Data
        </Button>
        {/* Staff accounts are deleted in the back office, by another administrator. */}
        {user.role === 'user' && (
          <Button size="xs" color="red" variant="outline" onClick={() => setIsDeleting(true)}>
            Delete My Account
          </Button>
        )}
      </Group>
      <DeleteAccountModal
        opened={isDeleting}
        hasPassword={user.hasPassword}
        onClose={() => setIsDeleting(false)}
      />
    </Paper>
  );
}
