// /admin/content-packages/edit/{id}/{tab}: the package's tabs, and the SoundCheck preview modal at
// .../soundcheck/preview?contentId=... (one route for all, so opening the preview keeps unsaved edits).
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { Alert } from '@mantine/core';
import { getErrorMessage } from '../../../../lib/api-error';
import { PageLoader } from '../../../../ui/page-loader';
import { adminPaths } from '../../../admin-paths';
import { AdminPage } from '../../../ui/admin-page';
import { useContentPackage } from '../api/content-packages';
import { useChannelChoice } from '../hooks/use-channel-choice';
import { useReferenceOptions } from '../hooks/use-reference-options';
import { isPackageTab } from '../lib/package-tabs';
import { PackageEditor } from './package-editor';
import { SoundCheckPreviewModal } from './soundcheck-preview-modal';

export function ContentPackageEditPage() {
  const { id = '', '*': rest = '' } = useParams();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const isPreview = rest === 'soundcheck/preview';
  const tab = rest.split('/')[0];
  const current = isPreview ? 'soundcheck' : isPackageTab(tab) ? tab : 'settings';
  const pkg = useContentPackage(id);
  const channels = useChannelChoice();
  const { options, currencyCodes } = useReferenceOptions();
  return (
    <AdminPage
      title="Edit Content Package"
      crumbs={[{ label: 'Content Packages', to: adminPaths.contentPackages.list }]}
    >
      {(pkg.isPending || channels.isLoading) && !pkg.error && <PageLoader />}
      {pkg.error && (
        <Alert color="red" role="alert">
          {getErrorMessage(pkg.error)}
        </Alert>
      )}
      {pkg.data && !channels.isLoading && (
        <PackageEditor
          key={pkg.data._id}
          pkg={pkg.data}
          tab={current}
          options={options}
          channels={channels}
          currencyCodes={currencyCodes}
        />
      )}
      {pkg.data && isPreview && (
        <SoundCheckPreviewModal
          pkg={pkg.data}
          contentId={searchParams.get('contentId')}
          onClose={() => void navigate(adminPaths.contentPackages.edit(id, 'soundcheck'))}
        />
      )}
    </AdminPage>
  );
}
