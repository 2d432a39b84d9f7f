// /admin/coupons/{id}/edit: a code list's name and expiry (saved at the version read), more codes,
// Delete when allowed, and the list's history.
import { useNavigate, useParams } from 'react-router';
import { Alert } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { getErrorMessage } from '../../../../lib/api-error';
import { PageLoader } from '../../../../ui/page-loader';
import { adminPaths } from '../../../admin-paths';
import { AdminPage } from '../../../ui/admin-page';
import { ConfirmDeleteButton } from '../../../ui/confirm-delete-button';
import { EntityHistory } from '../../../ui/entity-history';
import { useCan } from '../../../ui/use-can';
import { useCouponList, useDeleteCouponList } from '../api/coupon-lists';
import { CouponListForm } from './coupon-list-form';
import { MoreCodesCard } from './more-codes-card';

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
      {/* Keyed by the list, not its version: a change read while the codes are made (polling) must
          not reset what is being typed; a save at a stale version offers the conflict choice. */}
      <CouponListForm key={data._id} list={data} canSave={canSave} />
      {canSave && <MoreCodesCard list={data} />}
      <EntityHistory entityType="couponList" entityId={id} />
    </AdminPage>
  );
}
