// /admin/coupons/{id}/edit: a list's name and expiry saved at the version read (the package and the
// uses per code stay what the printed codes were made for), more codes, Delete when allowed, and the
// list's history.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import {
  Alert,
  Button,
  Card,
  Group,
  NumberInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { codeNbrSchema, couponListUpdateSchema, type CouponList } from '@bandbook/domain';
import { getErrorMessage } from '../../../../lib/api-error';
import { applyServerErrors } from '../../../../lib/form-errors';
import { refreshQueries } from '../../../../lib/query-client';
import { PageLoader } from '../../../../ui/page-loader';
import { adminPaths } from '../../../admin-paths';
import { AdminPage } from '../../../ui/admin-page';
import { ConfirmDeleteButton } from '../../../ui/confirm-delete-button';
import { EntityHistory } from '../../../ui/entity-history';
import { SaveFooter } from '../../../ui/save-footer';
import { useCan } from '../../../ui/use-can';
import { useVersionedSave } from '../../../ui/versioned-save';
import {
  couponListsKey,
  updateCouponList,
  useCouponList,
  useDeleteCouponList,
  useGenerateCodes,
} from '../api/coupon-lists';
import { dayFromExpiry, expiryFromDay } from '../lib/dates';
import { GenerationProgress } from './generation-progress';

const formSchema = couponListUpdateSchema.pick({ name: true }).extend({ expiresOn: z.string() });
type FormValues = z.infer<typeof formSchema>;
const valuesOf = (list: CouponList): FormValues => ({
  name: list.name,
  expiresOn: dayFromExpiry(list.expiresOn),
});

function ListForm({ list, canSave }: { list: CouponList; canSave: boolean }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: valuesOf(list),
  });
  const { onSubmit, saveError, conflict, reload, overwrite } = useVersionedSave({
    form,
    version: list.version,
    save: (values, version) =>
      updateCouponList(
        list._id,
        { name: values.name, expiresOn: expiryFromDay(values.expiresOn) },
        version!,
      ),
    onSaved: (saved) => {
      void refreshQueries(client, couponListsKey);
      notifications.show({ color: 'green', message: `${saved.name} has been saved.` });
      void navigate(adminPaths.couponLists.view(saved._id));
    },
    messageFor: (error) => applyServerErrors(error, form.setError, ['name', 'expiresOn']),
    valuesOf,
  });
  return (
    <form onSubmit={onSubmit} noValidate>
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
        <Text size="sm">
          Content package: {list.contentPackageTitle} · Uses per code: {list.multiUseCounter}
        </Text>
        <SaveFooter
          saveError={saveError}
          isSubmitting={form.formState.isSubmitting}
          canSave={canSave}
          conflict={conflict}
          onReload={reload}
          onOverwrite={overwrite}
        />
      </Stack>
    </form>
  );
}

function MoreCodes({ list }: { list: CouponList }) {
  const generate = useGenerateCodes(list._id);
  const [count, setCount] = useState<number | string>('');
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    const parsed = codeNbrSchema.safeParse(count);
    if (!parsed.success) return setError(parsed.error.issues[0]!.message);
    setError(null);
    try {
      const result = await generate.mutateAsync(parsed.data);
      notifications.show({ color: 'green', message: result.message });
      setCount('');
    } catch (failure) {
      setError(getErrorMessage(failure));
    }
  };
  return (
    <Card withBorder component="section" aria-label="Generate more codes" maw={560}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          Generate more codes
        </Title>
        <Text size="sm">This list has {list.generatedCodesCounter} codes.</Text>
        <GenerationProgress generation={list.generation} />
        <Group align="flex-end">
          <NumberInput
            label="Number of codes"
            required
            min={1}
            allowDecimal={false}
            value={count}
            onChange={setCount}
            error={error}
          />
          <Button onClick={() => void submit()} loading={generate.isPending}>
            Generate
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

export function CouponListEditPage() {
  const id = useParams().id ?? '';
  const navigate = useNavigate();
  const can = useCan();
  const list = useCouponList(id);
  const remove = useDeleteCouponList();
  if (list.isPending) return <PageLoader />;
  if (list.isError) return <Alert color="red">{getErrorMessage(list.error)}</Alert>;
  const data = list.data;
  const canSave = can('couponList', 'update');
  return (
    <AdminPage
      title={`Edit ${data.name}`}
      crumbs={[{ label: 'Codes', to: adminPaths.couponLists.list }]}
      actions={
        data.canDelete && (
          <ConfirmDeleteButton
            name={data.name}
            onConfirm={async () => {
              await remove.mutateAsync(id);
              notifications.show({ color: 'green', message: `${data.name} has been deleted.` });
              void navigate(adminPaths.couponLists.list);
            }}
          />
        )
      }
    >
      <ListForm key={data.version} list={data} canSave={canSave} />
      {canSave && <MoreCodes list={data} />}
      <EntityHistory entityType="couponList" entityId={id} />
    </AdminPage>
  );
}
