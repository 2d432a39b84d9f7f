// /profile: view or edit (EDIT/SAVE), picture, instruments and genres, password, the account's data,
// with alerts.
import { useState } from 'react';
import { useIsMutating } from '@tanstack/react-query';
import { Button, Grid, Group, Stack } from '@mantine/core';
import { MESSAGES } from '@bandbook/domain';
import { updateProfileMutationKey } from '../../../api/update-profile';
import { useRequiredUser } from '../../../hooks/use-required-user';
import { DashboardNav } from '../../../ui/dashboard-nav';
import { PageHeader } from '../../../ui/page-header';
import type { PickKind } from '../../../ui/pick-form';
import { useProfileAlerts } from '../hooks/use-profile-alerts';
import { ChangePasswordModal } from './change-password-modal';
import { PickModal } from './pick-modal';
import { PreferenceList } from './preference-list';
import { ProfileAlerts } from './profile-alerts';
import { ProfileDetails } from './profile-details';
import { PROFILE_FORM_ID, ProfileForm } from './profile-form';
import { ProfilePicture } from './profile-picture';
import { YourData } from './your-data';

export function ProfilePage() {
  const user = useRequiredUser();
  const { alerts, show, dismiss } = useProfileAlerts();
  const [isEditing, setIsEditing] = useState(false);
  const [picking, setPicking] = useState<PickKind | null>(null);
  const [isChangingPassword, setIsChangingPassword] = useState(false);
  const isSaving = useIsMutating({ mutationKey: updateProfileMutationKey }) > 0;

  const saved = (message: string = MESSAGES.profileUpdated) => show('success', message);

  return (
    <>
      <DashboardNav />
      <PageHeader title="My Profile">
        {isEditing ? (
          <Group gap="xs">
            <Button variant="default" onClick={() => setIsEditing(false)}>
              Cancel
            </Button>
            <Button type="submit" form={PROFILE_FORM_ID} loading={isSaving}>
              SAVE
            </Button>
          </Group>
        ) : (
          <Button onClick={() => setIsEditing(true)}>EDIT</Button>
        )}
      </PageHeader>
      <ProfileAlerts alerts={alerts} onDismiss={dismiss} />
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 3 }}>
          <Stack align="center">
            <ProfilePicture user={user} onResult={show} />
            <Button variant="default" onClick={() => setIsChangingPassword(true)}>
              Change Password
            </Button>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <Stack gap="lg">
            {isEditing ? (
              <ProfileForm
                user={user}
                onSaved={(notice) => {
                  setIsEditing(false);
                  saved(notice);
                }}
              />
            ) : (
              <ProfileDetails user={user} />
            )}
            <PreferenceList
              kind="instruments"
              user={user}
              onEdit={() => setPicking('instruments')}
            />
            <PreferenceList kind="genres" user={user} onEdit={() => setPicking('genres')} />
            <YourData user={user} onResult={show} />
          </Stack>
        </Grid.Col>
      </Grid>
      <PickModal
        kind={picking ?? 'instruments'}
        user={user}
        opened={picking !== null}
        onClose={() => setPicking(null)}
        onSaved={() => {
          setPicking(null);
          saved();
        }}
      />
      <ChangePasswordModal
        opened={isChangingPassword}
        onClose={() => setIsChangingPassword(false)}
        onChanged={() => {
          setIsChangingPassword(false);
          saved(MESSAGES.passwordUpdated);
        }}
      />
    </>
  );
}
