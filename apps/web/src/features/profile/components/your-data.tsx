// "Your data" on the profile: download everything Bandbook keeps about the account (a zip, issue 49).
import { useState } from 'react';
import { Button, Group, Paper, Text } from '@mantine/core';
import { downloadFile } from '../../../lib/download-file';
import type { ProfileAlert } from '../hooks/use-profile-alerts';

interface YourDataProps {
  onResult: (tone: ProfileAlert['tone'], message: string) => void;
}

export function YourData({ onResult }: YourDataProps) {
  const [isDownloading, setIsDownloading] = useState(false);

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
      </Group>
    </Paper>
  );
}
