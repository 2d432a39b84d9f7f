// The "build static sites" modal (spec section 2): opening it starts a build (or joins the one under
// way), then it follows the build's progress until the link to the site, or the error, is shown.
import { useEffect, useRef } from 'react';
import { Alert, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { isBuildFinished } from '@bandbook/domain';
import { getErrorMessage } from '../../../../lib/api-error';
import { useStartStaticSiteBuild, useStaticSiteBuild } from '../api/static-site-builds';
import { StaticSiteBuildStatus } from './static-site-build-status';

function StaticSiteBuildProgress() {
  const start = useStartStaticSiteBuild();
  const { mutate } = start;
  // Effects run twice in development's StrictMode; the ref keeps it to one start per opening.
  const hasStarted = useRef(false);
  useEffect(() => {
    if (hasStarted.current) return;
    hasStarted.current = true;
    mutate();
  }, [mutate]);
  const build = useStaticSiteBuild(start.data?._id);

  if (start.error || build.error) {
    return (
      <Alert color="red" role="alert">
        {getErrorMessage(start.error ?? build.error)}
      </Alert>
    );
  }
  if (!build.data) {
    return (
      <Group gap="xs">
        <Loader size="sm" aria-label="Starting the build" />
        <Text size="sm">Starting the build…</Text>
      </Group>
    );
  }
  return (
    <Stack>
      <StaticSiteBuildStatus build={build.data} />
      {isBuildFinished(build.data.status) && (
        <Group>
          <Button variant="light" onClick={() => mutate()} loading={start.isPending}>
            Build Again
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
