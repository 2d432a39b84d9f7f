// Editing an account (single user or staff): the form at the version read, with a single user's
// subscriptions and trials, saved with useVersionedSave (a stale save offers Reload or Overwrite);
// a package assigned twice shows 'Oops!'. Change password, observation mode, the account's personal
// data (a zip, on the person's request), Delete and the history sit beside it. A deleted account shows the spec's notice; an account the staff member may not edit
// is shown read-only with the spec's notice.
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Alert, Button, Card, Group, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { assignedTwice, USER_ADMIN_MESSAGES, type Actor, type AdminUser } from '@bandbook/domain';
import { useCurrentUser } from '../../../../api/current-user';
import { ApiError, isApiError } from '../../../../lib/api-error';
import { downloadFile } from '../../../../lib/download-file';
import { ConfirmDeleteButton } from '../../../ui/confirm-delete-button';
import { EntityHistory } from '../../../ui/entity-history';
import { SaveFooter } from '../../../ui/save-footer';
import { useVersionedSave } from '../../../ui/use-versioned-save';
import { adminUserKey, updateUser, useDeleteUser, usePackageOptions, usersKey } from '../api/users';
import {
  editResolver,
  updateBodyOf,
  USER_FIELDS,
  valuesOf,
  type UserFormValues,
} from '../lib/user-form-values';
import { EntitlementsField } from './entitlements-field';
import { ObservationModal } from './observation-modal';
import { PasswordModal } from './password-modal';
import { UserInfo } from './user-info-modal';
import { UserForm } from './user-form';

/**
 * A package given twice: the server's 409 without a current record (a stale version's has one and is
 * the conflict choice). The same check runs here first, and fails the same way.
 */
const isAssignedTwice = (error: unknown) => isApiError(error) && error.status === 409;

interface UserEditorProps {
  user: AdminUser;
  kind: 'sul' | 'staff';
  listPath: string;
}

export function UserEditor({ user, kind, listPath }: UserEditorProps) {
  const navigate = useNavigate();
  const { user: me } = useCurrentUser();
  const actor: Actor = {
    id: me?._id,
    role: me?.role ?? 'user',
    permissions: me?.permissions ?? [],
    contentChannelIdList: me?.contentChannelIdList ?? [],
    canEditAllUsers: me?.adminAccess.canEditAllUsers ?? false,
    domainUrl: me?.domainUrl ?? null,
  };
  const [oops, setOops] = useState(false);
  const [password, setPassword] = useState(false);
  const [observing, setObserving] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const options = usePackageOptions();
  const remove = useDeleteUser();
  const form = useForm<UserFormValues>({
    resolver: editResolver,
    defaultValues: valuesOf(user, user.role),
  });
  const [subscriptions, trials] = useWatch({
    control: form.control,
    name: ['subscriptions', 'trials'],
  });
  const save = useVersionedSave({
    form,
    record: user,
    send: async (values, version) => {
      setOops(false);
      const body = updateBodyOf(values, version ?? user.version, kind);
      if (assignedTwice(body.subscriptionList ?? [], body.trialList ?? [])) {
        throw new ApiError(409, USER_ADMIN_MESSAGES.duplicateAssignment);
      }
      return updateUser(user._id, body);
    },
    valuesOf: (current) => valuesOf(current, current.role),
    recordKey: (current) => adminUserKey(current._id),
    stale: [usersKey],
    fields: USER_FIELDS,
    messageFor: (error, message) => {
      if (!isAssignedTwice(error)) return message;
      setOops(true);
      return null;
    },
    onSaved: (saved) =>
      notifications.show({ color: 'green', message: `${saved.username} has been saved.` }),
  });

  if (user.deleted) {
    return <UserInfo user={user} />;
  }

  const taken = new Set([...subscriptions, ...trials].map((entry) => entry.contentPackageId));
  const entitlements = (name: 'subscriptions' | 'trials') => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <EntitlementsField
          kind={name === 'subscriptions' ? 'subscription' : 'trial'}
          value={field.value}
          onChange={field.onChange}
          options={options.data ?? []}
          taken={taken}
          disabled={!user.canEdit}
        />
      )}
    />
  );

  return (
    <Stack>
      {!user.canEdit && <Alert color="yellow">{USER_ADMIN_MESSAGES.readOnlyNotice}</Alert>}
      <Group gap="xs">
        {user.canEdit && (
          <Button variant="default" onClick={() => setPassword(true)}>
            Change password
          </Button>
        )}
        {kind === 'sul' && (
          <Button variant="default" onClick={() => setObserving(true)}>
            Observe dashboard
          </Button>
        )}
        <Button
          variant="default"
          loading={downloading}
          onClick={() => {
            setDownloading(true);
            downloadFile(
              `/api/admin/users/${encodeURIComponent(user._id)}/personal-data`,
              'personal-data.zip',
            )
              .catch((error: unknown) =>
                notifications.show({
                  color: 'red',
                  message: error instanceof Error ? error.message : 'The download failed.',
                }),
              )
              .finally(() => setDownloading(false));
          }}
        >
          Download personal data
        </Button>
        {user.canDelete && (
          <ConfirmDeleteButton
            name={user.username ?? user._id}
            onConfirm={async () => {
              await remove.mutateAsync(user._id);
              notifications.show({ color: 'green', message: `${user.username} has been deleted.` });
              void navigate(listPath);
            }}
          />
        )}
      </Group>
      <UserForm
        form={form}
        mode="edit"
        kind={kind}
        actor={actor}
        user={user}
        readOnly={!user.canEdit}
        onSubmit={save.onSubmit}
        footer={
          user.canEdit && (
            <Stack>
              {oops && (
                <Alert color="red" role="alert" title={USER_ADMIN_MESSAGES.duplicateTitle}>
                  {USER_ADMIN_MESSAGES.duplicateAssignment}
                </Alert>
              )}
              <SaveFooter {...save.footer} />
            </Stack>
          )
        }
      >
        {kind === 'sul' && (
          <Card withBorder>
            <Stack>
              {entitlements('subscriptions')}
              {entitlements('trials')}
            </Stack>
          </Card>
        )}
      </UserForm>
      <EntityHistory entityType="user" entityId={user._id} />
      <PasswordModal user={password ? user : null} onClose={() => setPassword(false)} />
      <ObservationModal userId={observing ? user._id : null} onClose={() => setObserving(false)} />
    </Stack>
  );
}
