// A staff account's access on the account form: the role (chosen when creating; changed by a
// superadmin when editing; otherwise shown), the permission matrix, the content channels it is
// limited to, and 'Can edit all single users'. The matrix offers only what the actor may give.
import { Controller, type UseFormReturn } from 'react-hook-form';
import { Checkbox, MultiSelect, Select, Text } from '@mantine/core';
import {
  assignableRoles,
  canEditStaffChannels,
  grantablePermissions,
  ROLE_LABELS,
  type Actor,
  type AdminUser,
} from '@bandbook/domain';
import { useStaffChannelOptions } from '../api/users';
import type { UserFormValues } from '../lib/user-form-values';
import { PermissionMatrix } from './permission-matrix';

interface StaffAccessFieldsProps {
  form: UseFormReturn<UserFormValues>;
  mode: 'create' | 'edit';
  actor: Actor;
  user?: AdminUser | undefined;
  readOnly: boolean;
}

export function StaffAccessFields({ form, mode, actor, user, readOnly }: StaffAccessFieldsProps) {
  const channels = useStaffChannelOptions();
  const { errors } = form.formState;
  const roles = mode === 'create' ? assignableRoles(actor).filter((role) => role !== 'user') : [];
  const roleEditable = mode === 'create' || Boolean(user?.canEditRole);
  return (
    <>
      {roleEditable && roles.length > 0 ? (
        <Controller
          control={form.control}
          name="role"
          render={({ field }) => (
            <Select
              label="Role"
              required
              data={roles.map((role) => ({ value: role, label: ROLE_LABELS[role] }))}
              value={field.value}
              onChange={(value) => value && field.onChange(value)}
              allowDeselect={false}
              error={errors.role?.message}
              w={280}
            />
          )}
        />
      ) : mode === 'edit' && user?.canEditRole ? (
        <Controller
          control={form.control}
          name="role"
          render={({ field }) => (
            <Select
              label="Role"
              data={Object.entries(ROLE_LABELS).map(([value, label]) => ({ value, label }))}
              value={field.value}
              onChange={(value) => value && field.onChange(value)}
              allowDeselect={false}
              w={280}
            />
          )}
        />
      ) : (
        <Text size="sm">Role: {ROLE_LABELS[form.getValues('role')]}</Text>
      )}
      <Controller
        control={form.control}
        name="permissions"
        render={({ field }) => (
          <PermissionMatrix
            value={field.value}
            onChange={field.onChange}
            disabled={readOnly}
            grantable={(resource, action) =>
              grantablePermissions(actor, [{ resource, actions: [action] }])
            }
          />
        )}
      />
      <Controller
        control={form.control}
        name="contentChannelIdList"
        render={({ field }) => (
          <MultiSelect
            label="Content channels"
            description={
              canEditStaffChannels(actor)
                ? 'None: every channel'
                : 'Only an administrator changes these'
            }
            readOnly={readOnly || !canEditStaffChannels(actor)}
            data={(channels.data ?? []).map((channel) => ({
              value: channel._id,
              label: channel.name,
            }))}
            value={field.value}
            onChange={field.onChange}
            error={errors.contentChannelIdList?.message}
          />
        )}
      />
      <Checkbox
        label="Can edit all single users"
        disabled={readOnly}
        {...form.register('canEditAllUsers')}
      />
    </>
  );
}
