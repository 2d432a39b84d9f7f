// The "build static sites" modal (spec section 2): opening it shows the newest build (its progress
// when one is under way, its link or its error when finished); a build starts only when asked, with
// Build (or Build Again), and the modal then follows that build's progress.
import { Alert, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { isBuildFinished, STATIC_SITE_MESSAGES } from '@bandbook/domain';
import { getErrorMessage } from '../../../../lib/api-error';
import {
  useLatestStaticSiteBuild,
  useStartStaticSiteBuild,
  useStaticSiteBuild,
} from '../api/static-site-builds';
import { StaticSiteBuildStatus } from './static-site-build-status';

function StaticSiteBuildProgress() {
  const latest = useLatestStaticSiteBuild();
  const start = useStartStaticSiteBuild();
  // The build to follow: the one just started, else the newest one (polled while it runs).
  const followed = start.data?._id ?? latest.data?._id;
  const build = useStaticSiteBuild(followed);

  const error = latest.error ?? start.error ?? build.error;
  if (error) {
    return (
      <Alert color="red" role="alert">
        {getErrorMessage(error)}
      </Alert>
    );
  }
  if (latest.isPending || (followed && !build.data)) {
    return (
      <Group gap="xs">
        <Loader size="sm" aria-label="Loading the builds" />
        <Text size="sm">Loading…</Text>
      </Group>
    );
  }
  const current = build.data;
  return (
    <Stack>
      {current ? (
        <StaticSiteBuildStatus build={current} />
      ) : (
        <Text size="sm">{STATIC_SITE_MESSAGES.noneYet}</Text>
      )}
      {(!current || isBuildFinished(current.status)) && (
        <Group>
          <Button onClick={() => start.mutate()} loading={start.isPending}>
            {current ? 'Build Again' : 'Build'}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

interface BuildStaticSitesModalProps {
  opened: boolean;
  onClose: () => void;
}

export function BuildStaticSitesModal({ opened, onClose }: BuildStaticSitesModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Build Static Sites" centered>
      <StaticSiteBuildProgress />
    </Modal>
  );
}
