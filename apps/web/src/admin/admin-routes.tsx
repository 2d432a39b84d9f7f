// The admin area's route tree (/admin/*): its own lazily loaded part of the app, every page its own
// chunk too. The learner pages never load any of it. Each resource is a folder of features/ with the
// same shape (api/, components/ with `<resource>-{list,create,edit}-page.tsx`, hooks/ and lib/ when
// needed): features/README.md.
import type { ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import type { AdminResource } from '@bandbook/domain';
import { lazyPage } from '../app/lazy-page';
import { adminPaths } from './admin-paths';
import { AdminGuard } from './layout/admin-guard';
import { CreateGuard } from './layout/create-guard';

const AdminHomePage = lazyPage(() => import('./home/admin-home-page'), 'AdminHomePage');
const ApplicationListPage = lazyPage(
  () => import('./features/applications/components/application-list-page'),
  'ApplicationListPage',
);
const ApplicationCreatePage = lazyPage(
  () => import('./features/applications/components/application-create-page'),
  'ApplicationCreatePage',
);
const ApplicationEditPage = lazyPage(
  () => import('./features/applications/components/application-edit-page'),
  'ApplicationEditPage',
);
const ContentPackageListPage = lazyPage(
  () => import('./features/content-packages/components/content-package-list-page'),
  'ContentPackageListPage',
);
const ContentPackageCreatePage = lazyPage(
  () => import('./features/content-packages/components/content-package-create-page'),
  'ContentPackageCreatePage',
);
const ContentPackageEditPage = lazyPage(
  () => import('./features/content-packages/components/content-package-edit-page'),
  'ContentPackageEditPage',
);
const ContentChannelListPage = lazyPage(
  () => import('./features/content-channels/components/content-channel-list-page'),
  'ContentChannelListPage',
);
const ContentChannelCreatePage = lazyPage(
  () => import('./features/content-channels/components/content-channel-create-page'),
  'ContentChannelCreatePage',
);
const ContentChannelEditPage = lazyPage(
  () => import('./features/content-channels/components/content-channel-edit-page'),
  'ContentChannelEditPage',
);
const DashboardListListPage = lazyPage(
  () => import('./features/dashboard-lists/components/dashboard-list-list-page'),
  'DashboardListListPage',
);
const DashboardListCreatePage = lazyPage(
  () => import('./features/dashboard-lists/components/dashboard-list-create-page'),
  'DashboardListCreatePage',
);
const DashboardListEditPage = lazyPage(
  () => import('./features/dashboard-lists/components/dashboard-list-edit-page'),
  'DashboardListEditPage',
);
const DashboardTabsPage = lazyPage(
  () => import('./features/dashboard-lists/components/dashboard-tabs-page'),
  'DashboardTabsPage',
);

const SingleUserListPage = lazyPage(
  () => import('./features/users/components/single-user-list-page'),
  'SingleUserListPage',
);
const SingleUserCreatePage = lazyPage(
  () => import('./features/users/components/single-user-create-page'),
  'SingleUserCreatePage',
);
const SingleUserEditPage = lazyPage(
  () => import('./features/users/components/single-user-edit-page'),
  'SingleUserEditPage',
);
const StaffUserListPage = lazyPage(
  () => import('./features/users/components/staff-user-list-page'),
  'StaffUserListPage',
);
const StaffUserCreatePage = lazyPage(
  () => import('./features/users/components/staff-user-create-page'),
  'StaffUserCreatePage',
);
const StaffUserEditPage = lazyPage(
  () => import('./features/users/components/staff-user-edit-page'),
  'StaffUserEditPage',
);
const CouponListListPage = lazyPage(
  () => import('./features/coupon-lists/components/coupon-list-list-page'),
  'CouponListListPage',
);
const CouponListCreatePage = lazyPage(
  () => import('./features/coupon-lists/components/coupon-list-create-page'),
  'CouponListCreatePage',
);
const CouponListEditPage = lazyPage(
  () => import('./features/coupon-lists/components/coupon-list-edit-page'),
  'CouponListEditPage',
);
const CouponListViewPage = lazyPage(
  () => import('./features/coupon-lists/components/coupon-list-view-page'),
  'CouponListViewPage',
);
const AuditListPage = lazyPage(
  () => import('./features/audit/components/audit-list-page'),
  'AuditListPage',
);
const AnalyticsPage = lazyPage(
  () => import('./features/analytics/components/analytics-page'),
  'AnalyticsPage',
);
const WebhooksPage = lazyPage(
  () => import('./features/webhooks/components/webhooks-page'),
  'WebhooksPage',
);
const ImportPage = lazyPage(
  () => import('./features/imports/components/import-page'),
  'ImportPage',
);

// A create URL opened without the create right shows why, not a form the server would refuse.
const guarded = (
  resource: AdminResource,
  title: string,
  list: { label: string; to: string },
  page: ReactNode,
) => (
  <CreateGuard resource={resource} title={title} crumbs={[list]}>
    {page}
  </CreateGuard>
);

export function AdminRoutes() {
  return (
    <AdminGuard>
      <Routes>
        <Route index element={<AdminHomePage />} />
        <Route path="application/list" element={<ApplicationListPage />} />
        <Route
          path="application/create"
          element={guarded(
            'applications',
            'Add Application',
            { label: 'Applications', to: adminPaths.applications.list },
            <ApplicationCreatePage />,
          )}
        />
        <Route path="application/edit/:id" element={<ApplicationEditPage />} />
        <Route path="content-packages/list" element={<ContentPackageListPage />} />
        <Route
          path="content-packages/create/settings"
          element={guarded(
            'contentPackages',
            'Add Content Package',
            { label: 'Content Packages', to: adminPaths.contentPackages.list },
            <ContentPackageCreatePage />,
          )}
        />
        <Route path="content-packages/edit/:id/*" element={<ContentPackageEditPage />} />
        <Route path="content-channels/list" element={<ContentChannelListPage />} />
        <Route
          path="content-channels/create"
          element={guarded(
            'contentChannels',
            'Add Content Channel',
            { label: 'Content Channels', to: adminPaths.contentChannels.list },
            <ContentChannelCreatePage />,
          )}
        />
        <Route path="content-channels/edit/:id" element={<ContentChannelEditPage />} />
        <Route path="dashboard-content-list/list" element={<DashboardListListPage />} />
        <Route
          path="dashboard-content-list/create"
          element={guarded(
            'contentList',
            'Add Dashboard List',
            { label: 'Dashboard Lists', to: adminPaths.dashboardLists.list },
            <DashboardListCreatePage />,
          )}
        />
        <Route path="dashboard-content-list/edit/:id" element={<DashboardListEditPage />} />
        <Route path="dashboard-content-list/order" element={<DashboardTabsPage />} />
        <Route path="users/list/sul" element={<SingleUserListPage />} />
        <Route
          path="users/create/sul"
          element={guarded(
            'sulUsers',
            'Add a single user',
            { label: 'Single Users', to: adminPaths.singleUsers.list },
            <SingleUserCreatePage />,
          )}
        />
        <Route path="users/edit/sul/:id" element={<SingleUserEditPage />} />
        <Route path="users/list" element={<StaffUserListPage />} />
        <Route
          path="users/create"
          element={guarded(
            'adminUsers',
            'Add an administrator',
            { label: 'Administrators', to: adminPaths.staffUsers.list() },
            <StaffUserCreatePage />,
          )}
        />
        <Route path="users/edit/:id" element={<StaffUserEditPage />} />
        <Route path="coupons/list" element={<CouponListListPage />} />
        <Route
          path="coupons/create"
          element={guarded(
            'couponList',
            'Add codes',
            { label: 'Codes', to: adminPaths.couponLists.list },
            <CouponListCreatePage />,
          )}
        />
        <Route path="coupons/:id/edit" element={<CouponListEditPage />} />
        <Route path="coupons/:id/view" element={<CouponListViewPage />} />
        <Route path="audit" element={<AuditListPage />} />
        <Route path="analytics" element={<AnalyticsPage />} />
        <Route path="webhooks" element={<WebhooksPage />} />
        <Route path="import" element={<ImportPage />} />
        <Route path="*" element={<Navigate to="/admin" replace />} />
      </Routes>
    </AdminGuard>
  );
}
