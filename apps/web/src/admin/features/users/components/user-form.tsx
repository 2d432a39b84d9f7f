// The account form of the back office, for single users and staff, to create or to edit: profile
// fields (username and email checked on blur), the password twice when creating, stars, region and
// language; for staff the role, the permission matrix, content channels and 'Can edit all single
// users'. Creating ends with 'Send Validation Email' or 'Skip Validation Email'.
import { useRef, type ReactNode } from 'react';
import { Controller, useForm, type Resolver, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Checkbox,
  Group,
  MultiSelect,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import {
  adminUserCreateFormSchema,
  adminUserUpdateSchema,
  assignableRoles,
  canEditStaffChannels,
  contentChannelSchema,
  LANGUAGES,
  REGIONS,
  ROLE_LABELS,
  type Actor,
  type AdminUser,
  type Role,
} from '@bandbook/domain';
import { apiRequest } from '../../../../lib/api-client';
import { applyServerErrors } from '../../../../lib/form-errors';
import { FormAlert } from '../../../../ui/form-alert';
import { checkAvailable } from '../api/users';
import { PermissionMatrix, type PermissionValue } from './permission-matrix';

const editSchema = adminUserUpdateSchema.omit({
  version: true,
  subscriptionList: true,
  trialList: true,
});

export interface UserFormValues {
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
  firstname: string;
  lastname: string;
  stars: number | string;
  currencyCode: string;
  languageCode: string;
  newsletterOptIn: boolean;
  role: Role;
  status: 0 | 1;
  permissions: PermissionValue[];
  contentChannelIdList: string[];
  canEditAllUsers: boolean;
}

export const valuesOf = (user: AdminUser | undefined, role: Role): UserFormValues => ({
  username: user?.username ?? '',
  email: user?.email ?? '',
  password: '',
  confirmPassword: '',
  firstname: user?.firstname ?? '',
  lastname: user?.lastname ?? '',
  stars: user?.stars ?? 0,
  currencyCode: user?.currencyCode ?? '',
  languageCode: user?.languageCode ?? '',
  newsletterOptIn: user?.newsletterOptIn ?? false,
  role: user?.role ?? role,
  status: 0,
  permissions: (user?.permissions ?? []) as PermissionValue[],
  contentChannelIdList: user?.contentChannelIdList ?? [],
  canEditAllUsers: user?.adminAccess.canEditAllUsers ?? false,
});

/** What PUT and POST send (the form minus what they do not take). */
export function bodyOf(values: UserFormValues, mode: 'create' | 'edit') {
  const { confirmPassword: _confirm, password, status, ...rest } = values;
  return mode === 'create' ? { ...rest, password, status } : rest;
}

const useChannelOptions = (enabled: boolean) =>
  useQuery({
    queryKey: ['admin', 'users', 'channel-options'],
    queryFn: ({ signal }) =>
      apiRequest('/api/content-channels', { schema: z.array(contentChannelSchema), signal }),
    enabled,
    staleTime: 60_000,
  });

interface UserFormProps {
  mode: 'create' | 'edit';
  kind: 'sul' | 'staff';
  actor: Actor;
  user?: AdminUser;
  initialRole: Role;
  readOnly?: boolean;
  /** Saves; throws an API error to show on the fields. */
  onSubmit: (values: UserFormValues) => Promise<void>;
  /** Extra sections (the subscriptions and trials of a single user). */
  children?: ReactNode;
  /** Edit mode's Save footer (versioned); create mode shows its own two buttons. */
  footer?: (form: UseFormReturn<UserFormValues>) => ReactNode;
  formRef?: (form: UseFormReturn<UserFormValues>) => void;
}

export function UserForm(props: UserFormProps) {
  const { mode, kind, actor, user, initialRole, readOnly = false } = props;
  const schema = mode === 'create' ? adminUserCreateFormSchema : editSchema;
  const form = useForm<UserFormValues>({
    // The schemas parse to the same fields (stars as a number, defaults filled in).
    resolver: zodResolver(schema as never) as unknown as Resolver<UserFormValues>,
    defaultValues: valuesOf(user, initialRole),
  });
  props.formRef?.(form);
  const status = useRef<0 | 1>(0);
  const channels = useChannelOptions(kind === 'staff');
  const { errors, isSubmitting } = form.formState;

  const checkOnBlur = (field: 'username' | 'email') => async () => {
    const value = form.getValues(field).trim();
    if (!value || (user && value === user[field])) return;
    const answer = await checkAvailable(field, value, user?._id).catch(() => null);
    if (answer && !answer.available) {
      form.setError(field, {
        type: 'server',
        message: answer.message ?? `This ${field} is taken.`,
      });
    }
  };

  const submit = form.handleSubmit(async (values) => {
    try {
      await props.onSubmit({ ...values, status: status.current });
    } catch (error) {
      const message = applyServerErrors(error, form.setError, [
        'username',
        'email',
        'password',
        'firstname',
        'lastname',
        'stars',
        'currencyCode',
        'languageCode',
        'role',
        'permissions',
        'contentChannelIdList',
      ]);
      if (message) form.setError('root', { message });
    }
  });

  const roles =
    mode === 'create'
      ? assignableRoles(actor).filter((role) =>
          kind === 'sul' ? role === 'user' : role !== 'user',
        )
      : [];
  const roleEditable = mode === 'create' || Boolean(user?.canEditRole);

  return (
    <form onSubmit={submit} noValidate>
      <Stack maw={880}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Username"
            required
            readOnly={readOnly}
            error={errors.username?.message}
            {...form.register('username', { onBlur: checkOnBlur('username') })}
          />
          <TextInput
            label="Email"
            type="email"
            required
            readOnly={readOnly}
            error={errors.email?.message}
            {...form.register('email', { onBlur: checkOnBlur('email') })}
          />
          {mode === 'create' && (
            <>
              <PasswordInput
                label="Password"
                required
                error={errors.password?.message}
                {...form.register('password')}
              />
              <PasswordInput
                label="Confirm password"
                required
                error={errors.confirmPassword?.message}
                {...form.register('confirmPassword')}
              />
            </>
          )}
          <TextInput
            label="First name"
            readOnly={readOnly}
            error={errors.firstname?.message}
            {...form.register('firstname')}
          />
          <TextInput
            label="Last name"
            readOnly={readOnly}
            error={errors.lastname?.message}
            {...form.register('lastname')}
          />
          <TextInput
            label="Stars"
            inputMode="numeric"
            readOnly={readOnly}
            error={errors.stars?.message}
            {...form.register('stars')}
          />
          <Controller
            control={form.control}
            name="currencyCode"
            render={({ field }) => (
              <Select
                label="Region"
                required
                readOnly={readOnly}
                data={REGIONS.map((region) => ({ value: region.code, label: region.store }))}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                error={errors.currencyCode?.message}
              />
            )}
          />
          <Controller
            control={form.control}
            name="languageCode"
            render={({ field }) => (
              <Select
                label="Language"
                required
                readOnly={readOnly}
                data={LANGUAGES.map((language) => ({ value: language.id, label: language.label }))}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                error={errors.languageCode?.message}
              />
            )}
          />
        </SimpleGrid>
        <Checkbox label="Newsletter" disabled={readOnly} {...form.register('newsletterOptIn')} />
        {kind === 'staff' && (
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
        )}
        {props.children}
        <FormAlert message={errors.root?.message} />
        {mode === 'create' ? (
          <Group>
            <Button type="submit" loading={isSubmitting} onClick={() => (status.current = 0)}>
              Send Validation Email
            </Button>
            <Button
              type="submit"
              variant="light"
              loading={isSubmitting}
              onClick={() => (status.current = 1)}
            >
              Skip Validation Email
            </Button>
          </Group>
        ) : (
          props.footer?.(form)
        )}
      </Stack>
    </form>
  );
}
