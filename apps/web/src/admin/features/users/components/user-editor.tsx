// Editing an account (single user or staff): the form at the version read, with a single user's
// subscriptions and trials; a stale save offers Reload or Overwrite, a package assigned twice shows
// 'Oops!'. Change password, observation mode, Delete and the history sit beside it. A deleted account
// shows the spec's notice; an account the staff member may not edit is shown read-only with the
// spec's notice.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert, Button, Card, Group, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { assignedTwice, USER_ADMIN_MESSAGES, type Actor, type AdminUser } from '@bandbook/domain';
import { useCurrentUser } from '../../../../api/current-user';
import { isApiError } from '../../../../lib/api-error';
import { refreshQueries } from '../../../../lib/query-client';
import { ConfirmDeleteButton } from '../../../ui/confirm-delete-button';
import { ConflictAlert } from '../../../ui/conflict-alert';
import { readConflict, type Conflict } from '../../../ui/conflict';
import { EntityHistory } from '../../../ui/entity-history';
import { updateUser, useDeleteUser, usePackageOptions, usersKey } from '../api/users';
import { EntitlementsField, type EntitlementEntry } from './entitlements-field';
import { ObservationModal } from './observation-modal';
import { PasswordModal } from './password-modal';
import { UserInfo } from './user-info-modal';
import { bodyOf, UserForm, type UserFormValues } from './user-form';

const subscriptionsOf = (user: AdminUser): EntitlementEntry[] =>
  user.subscriptionList.map((entry) => ({
    contentPackageId: entry.contentPackageId,
    title: entry.contentPackageTitle,
    startDate: entry.subscriptionStartDate,
    endDate: entry.subscriptionEndDate,
    trialDays: 0,
  }));
const trialsOf = (user: AdminUser): EntitlementEntry[] =>
  user.trialList.map((entry) => ({
    contentPackageId: entry.contentPackageId,
    title: entry.contentPackageTitle,
    startDate: entry.trialStartDate,
    endDate: entry.trialEndDate,
    trialDays: entry.trialPeriodInDays,
  }));

interface UserEditorProps {
  user: AdminUser;
  kind: 'sul' | 'staff';
  listPath: string;
}

export function UserEditor({ user, kind, listPath }: UserEditorProps) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const { user: me } = useCurrentUser();
  const actor: Actor = {
    id: me?._id,
    role: me?.role ?? 'user',
    permissions: me?.permissions ?? [],
    contentChannelIdList: me?.contentChannelIdList ?? [],
    canEditAllUsers: me?.adminAccess.canEditAllUsers ?? false,
    domainUrl: me?.domainUrl ?? null,
  };
  const [record, setRecord] = useState(user);
  const [subscriptions, setSubscriptions] = useState(() => subscriptionsOf(user));
  const [trials, setTrials] = useState(() => trialsOf(user));
  const [conflict, setConflict] = useState<Conflict<AdminUser> | null>(null);
  const [oops, setOops] = useState(false);
  const [pending, setPending] = useState<UserFormValues | null>(null);
  const [password, setPassword] = useState(false);
  const [observing, setObserving] = useState(false);
  const [formKey, setFormKey] = useState(0);
  const options = usePackageOptions();
  const remove = useDeleteUser();

  if (user.deleted) {
    return <UserInfo user={user} />;
  }

  const taken = new Set([...subscriptions, ...trials].map((entry) => entry.contentPackageId));
  const save = async (values: UserFormValues, version: number) => {
    setConflict(null);
    setOops(false);
    const subscriptionList = subscriptions.map((entry) => ({
      contentPackageId: entry.contentPackageId,
      subscriptionStartDate: entry.startDate,
      subscriptionEndDate: entry.endDate,
    }));
    const trialList = trials.map((entry) => ({
      contentPackageId: entry.contentPackageId,
      trialStartDate: entry.startDate,
      trialEndDate: entry.endDate,
    }));
    if (assignedTwice(subscriptionList, trialList)) return setOops(true);
    try {
      const saved = await updateUser(user._id, {
        ...bodyOf(values, 'edit'),
        version,
        subscriptionList: kind === 'sul' ? subscriptionList : [],
        trialList: kind === 'sul' ? trialList : [],
      });
      await refreshQueries(client, usersKey);
      notifications.show({ color: 'green', message: `${saved.username} has been saved.` });
      setRecord(saved);
    } catch (error) {
      const stale = readConflict<AdminUser>(error);
      if (stale) {
        setPending(values);
        return setConflict(stale);
      }
      if (isApiError(error) && error.status === 409) return setOops(true);
      throw error;
    }
  };

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
        key={formKey}
        mode="edit"
        kind={kind}
        actor={actor}
        user={record}
        initialRole={record.role}
        readOnly={!user.canEdit}
        onSubmit={(values) => save(values, record.version)}
        footer={(form) =>
          user.canEdit && (
            <Stack>
              {oops && (
                <Alert color="red" role="alert" title={USER_ADMIN_MESSAGES.duplicateTitle}>
                  {USER_ADMIN_MESSAGES.duplicateAssignment}
                </Alert>
              )}
              {conflict && (
                <ConflictAlert
                  message={conflict.message}
                  onReload={() => {
                    setRecord(conflict.current);
                    setSubscriptions(subscriptionsOf(conflict.current));
                    setTrials(trialsOf(conflict.current));
                    setConflict(null);
                    setFormKey((key) => key + 1);
                  }}
                  onOverwrite={() => {
                    if (pending) void save(pending, conflict.current.version);
                  }}
                />
              )}
              <Group>
                <Button type="submit" loading={form.formState.isSubmitting}>
                  Save
                </Button>
              </Group>
            </Stack>
          )
        }
      >
        {kind === 'sul' && (
          <Card withBorder>
            <Stack>
              <EntitlementsField
                kind="subscription"
                value={subscriptions}
                onChange={setSubscriptions}
                options={options.data ?? []}
                taken={taken}
                disabled={!user.canEdit}
              />
              <EntitlementsField
                kind="trial"
                value={trials}
                onChange={setTrials}
                options={options.data ?? []}
                taken={taken}
                disabled={!user.canEdit}
              />
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
