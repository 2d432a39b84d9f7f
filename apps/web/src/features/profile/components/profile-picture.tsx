// The profile picture and its Change Picture button (scaled down in the browser when needed).
import { useState } from 'react';
import { Avatar, Button, FileButton, Stack } from '@mantine/core';
import { MESSAGES, type CurrentUser } from '@bandbook/domain';
import { useUpdateProfile } from '../../../api/update-profile';
import { getErrorMessage } from '../../../lib/api-error';
import { preparePicture } from '../lib/prepare-picture';

interface ProfilePictureProps {
  user: CurrentUser;
  onResult: (tone: 'success' | 'error', message: string) => void;
}

export function ProfilePicture({ user, onResult }: ProfilePictureProps) {
  const updateProfile = useUpdateProfile();
  const [isPreparing, setIsPreparing] = useState(false);

  const choose = async (file: File | null) => {
    if (!file) return;
    setIsPreparing(true);
    try {
      const profilePictureUrl = await preparePicture(file);
      await updateProfile.mutateAsync({ profilePictureUrl });
      onResult('success', MESSAGES.profileUpdated);
    } catch (error) {
      onResult('error', getErrorMessage(error));
    } finally {
      setIsPreparing(false);
    }
  };

  const name = user.username ?? 'you';
  return (
    <Stack align="center" gap="sm">
      <Avatar
        src={user.profilePictureUrl || null}
        alt={user.profilePictureUrl ? `Profile picture of ${name}` : ''}
        size={140}
        radius={70}
      />
      <FileButton
        onChange={(file) => void choose(file)}
        accept="image/png,image/jpeg,image/gif,image/webp"
      >
        {(props) => (
          <Button variant="default" loading={isPreparing} {...props}>
            Change Picture
          </Button>
        )}
      </FileButton>
    </Stack>
  );
}
