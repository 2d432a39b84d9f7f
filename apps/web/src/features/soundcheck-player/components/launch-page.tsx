// /launch/soundcheck?contentPackageId&mmsId&accessToken: the player on a page of its own, without
// the app's header, so it can be embedded (the admin preview, the iOS app's web view). The token
// is scoped to one learner and one exercise; the session's own token is never in a URL.
import { Alert, Box } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { LaunchedPlayer } from './launched-player';

export const LAUNCH_LINK_INCOMPLETE =
  'This SoundCheck link is incomplete. Open the exercise again from its book.';

export function LaunchPage() {
  useDocumentTitle('SoundCheck');
  const [params] = useSearchParams();
  const contentPackageId = params.get('contentPackageId');
  const mmsId = params.get('mmsId');
  const accessToken = params.get('accessToken');
  return (
    <Box component="main" p="md" maw={1200} mx="auto">
      {contentPackageId && mmsId && accessToken ? (
        <LaunchedPlayer
          contentPackageId={contentPackageId}
          mmsId={mmsId}
          accessToken={accessToken}
        />
      ) : (
        <Alert color="red" role="alert">
          {LAUNCH_LINK_INCOMPLETE}
        </Alert>
      )}
    </Box>
  );
}
