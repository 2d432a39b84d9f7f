// A code list's edit form: its name, expiry and content channels saved at the version read (the
// package and the uses per code stay what the printed codes were made for), then the list's view page.
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { couponListUpdateSchema, type CouponList } from '@bandbook/domain';
import { adminPaths } from '../../../admin-paths';
import { SaveFooter } from '../../../ui/save-footer';
import { useVersionedSave } from '../../../ui/use-versioned-save';
import { couponListsKey, updateCouponList } from '../api/coupon-lists';
import { dayFromExpiry, expiryFromDay } from '../lib/dates';
import { ListChannelsField } from './list-channels-field';

const formSchema = couponListUpdateSchema
  .pick({ name: true })
  .extend({ expiresOn: z.string(), contentChannelIdList: z.array(z.string()) });
type FormValues = z.infer<typeof formSchema>;
const valuesOf = (list: CouponList): FormValues => ({
  name: list.name,
  expiresOn: dayFromExpiry(list.expiresOn),
  contentChannelIdList: list.contentChannelIdList,
});

export function CouponListForm({ list, canSave }: { list: CouponList; canSave: boolean }) {
  const navigate = useNavigate();
  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: valuesOf(list),
  });
  const save = useVersionedSave({
    form,
    record: list,
    send: (values, version) =>
      updateCouponList(
        list._id,
        {
          name: values.name,
          expiresOn: expiryFromDay(values.expiresOn),
          contentChannelIdList: values.contentChannelIdList,
        },
        version ?? list.version,
      ),
    valuesOf,
    stale: [couponListsKey],
    fields: ['name', 'expiresOn', 'contentChannelIdList'],
    onSaved: (saved) => {
      notifications.show({ color: 'green', message: `${saved.name} has been saved.` });
      void navigate(adminPaths.couponLists.view(saved._id));
    },
  });
  return (
    <form onSubmit={save.onSubmit} noValidate>
      <Stack maw={560}>
        <TextInput
          label="Name"
          required
          readOnly={!canSave}
          error={form.formState.errors.name?.message}
          {...form.register('name')}
        />
        <TextInput
          type="date"
          label="Expires on"
          readOnly={!canSave}
          error={form.formState.errors.expiresOn?.message}
          {...form.register('expiresOn')}
        />
        <Controller
          control={form.control}
          name="contentChannelIdList"
          render={({ field }) => (
            <ListChannelsField
              value={field.value}
              onChange={field.onChange}
              readOnly={!canSave}
              error={form.formState.errors.contentChannelIdList?.message}
            />
          )}
        />
        <Text size="sm">
          Content package: {list.contentPackageTitle} · Uses per code: {list.multiUseCounter}
        </Text>
        <SaveFooter {...save.footer} canSave={canSave} />
      </Stack>
    </form>
  );
}
