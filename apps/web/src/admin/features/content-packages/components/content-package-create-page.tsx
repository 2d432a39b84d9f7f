// /admin/content-packages/create/settings: a new package's Settings; the other tabs open once it exists.
import { useNavigate } from 'react-router';
import { Tabs } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { PageLoader } from '../../../../ui/page-loader';
import { adminPaths } from '../../../admin-paths';
import { AdminPage } from '../../../ui/admin-page';
import { useChannelChoice } from '../hooks/use-channel-choice';
import { useReferenceOptions } from '../hooks/use-reference-options';
import { PackageCreateForm } from './package-create-form';

export function ContentPackageCreatePage() {
  const navigate = useNavigate();
  const channels = useChannelChoice();
  const { options } = useReferenceOptions();
  return (
    <AdminPage
      title="Add Content Package"
      crumbs={[{ label: 'Content Packages', to: adminPaths.contentPackages.list }]}
    >
      <Tabs value="settings">
        <Tabs.List>
          <Tabs.Tab value="settings">Settings</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="settings" pt="md">
          {channels.isLoading ? (
            <PageLoader />
          ) : (
            <PackageCreateForm
              options={options}
              channels={channels}
              onCreated={(pkg) => {
                notifications.show({ color: 'green', message: `${pkg.title} has been created.` });
                void navigate(adminPaths.contentPackages.edit(pkg._id), { replace: true });
              }}
            />
          )}
        </Tabs.Panel>
      </Tabs>
    </AdminPage>
  );
}
