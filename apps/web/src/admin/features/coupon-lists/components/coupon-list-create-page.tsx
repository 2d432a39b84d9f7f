// /admin/coupons/create: a new code list: the content package its codes unlock, a name (3-50), how
// many times each code can be used (1 by default), how many codes (required; 50 as a hint) and an
// optional expiry day, and its content channels (a restricted admin's own only). The codes are made on the server; the list's view opens after. Counts are
// sent as typed (no clamping to 1, no dropped point or minus): the schema refuses 0 on its field.
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { Button, Group, NumberInput, Select, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { CODE_COUNT_PLACEHOLDER, couponListCreateSchema } from '@bandbook/domain';
import { applyServerErrors } from '../../../../lib/form-errors';
import { FormAlert } from '../../../../ui/form-alert';
import { adminPaths } from '../../../admin-paths';
import { AdminPage } from '../../../ui/admin-page';
import { isFormDirty } from '../../../ui/form-state';
import { LeaveConfirm } from '../../../ui/leave-confirm';
import { useLeaveGuard } from '../../../ui/use-leave-guard';
import { useCreateCouponList, usePackageOptions } from '../api/coupon-lists';
import { expiryFromDay } from '../lib/dates';
import { ListChannelsField } from './list-channels-field';

/** The form keeps the expiry as the field's day; the rest is the API's body. */
const formSchema = couponListCreateSchema.extend({
  expiresOn: z.string(),
  contentChannelIdList: z.array(z.string()).optional(),
});
type FormValues = z.input<typeof formSchema>;

export function CouponListCreatePage() {
  const navigate = useNavigate();
  const options = usePackageOptions();
  const create = useCreateCouponList();
  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      contentPackageId: '',
      name: '',
      multiUseCounter: 1,
      codeNbr: '',
      expiresOn: '',
      contentChannelIdList: [],
    },
  });
  const { errors, isSubmitting } = form.formState;
  const [formError, setFormError] = useState<string | null>(null);
  const leave = useLeaveGuard(() => isFormDirty(form));

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const list = await create.mutateAsync({
        ...values,
        expiresOn: expiryFromDay(values.expiresOn),
      });
      notifications.show({
        color: 'green',
        message: `${list.name} has been created with ${list.generatedCodesCounter} codes.`,
      });
      // Created: what was typed is saved, so the way to the new list is not held.
      form.reset(values);
      void navigate(adminPaths.couponLists.view(list._id));
    } catch (error) {
      const message = applyServerErrors(error, form.setError, [
        'contentPackageId',
        'name',
        'multiUseCounter',
        'codeNbr',
        'expiresOn',
        'contentChannelIdList',
      ]);
      if (message) setFormError(message);
    }
  });

  return (
    <AdminPage title="Add codes" crumbs={[{ label: 'Codes', to: adminPaths.couponLists.list }]}>
      <form onSubmit={onSubmit} noValidate>
        <Stack maw={560}>
          <Controller
            control={form.control}
            name="contentPackageId"
            render={({ field }) => (
              <Select
                label="Content Package"
                required
                searchable
                nothingFoundMessage="No package matches"
                data={(options.data ?? []).map((option) => ({
                  value: option._id,
                  label: option.title,
                }))}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                error={errors.contentPackageId?.message}
              />
            )}
          />
          <TextInput
            label="Name"
            required
            error={errors.name?.message}
            {...form.register('name')}
          />
          <Controller
            control={form.control}
            name="multiUseCounter"
            render={({ field }) => (
              <NumberInput
                label="Uses per code"
                description="How many people can unlock the book with one code"
                required
                min={1}
                clampBehavior="none"
                value={field.value as number | string}
                onChange={field.onChange}
                error={errors.multiUseCounter?.message}
              />
            )}
          />
          <Controller
            control={form.control}
            name="codeNbr"
            render={({ field }) => (
              <NumberInput
                label="Number of codes"
                required
                min={1}
                clampBehavior="none"
                placeholder={String(CODE_COUNT_PLACEHOLDER)}
                value={field.value as number | string}
                onChange={field.onChange}
                error={errors.codeNbr?.message}
              />
            )}
          />
          <TextInput
            type="date"
            label="Expires on"
            description="Optional: codes stop working after this day"
            error={errors.expiresOn?.message}
            {...form.register('expiresOn')}
          />
          <Controller
            control={form.control}
            name="contentChannelIdList"
            render={({ field }) => (
              <ListChannelsField
                value={field.value ?? []}
                onChange={field.onChange}
                error={errors.contentChannelIdList?.message}
              />
            )}
          />
          <FormAlert message={formError} />
          <Group>
            <Button type="submit" loading={isSubmitting}>
              Create codes
            </Button>
          </Group>
          <LeaveConfirm guard={leave} />
        </Stack>
      </form>
    </AdminPage>
  );
}
