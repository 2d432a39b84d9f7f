// What a build is doing: waiting, pages rendered of all pages, the link to the site once done, or why
// it failed.
import { Alert, Anchor, Progress, Stack, Text } from '@mantine/core';
import type { StaticSiteBuild } from '@bandbook/domain';

const percent = (build: StaticSiteBuild) =>
  build.total > 0 ? Math.min(100, Math.round((build.done / build.total) * 100)) : 0;

export function StaticSiteBuildStatus({ build }: { build: StaticSiteBuild }) {
  if (build.status === 'failed') {
    return (
      <Alert color="red" role="alert" title="The build failed">
        {build.error ?? 'Something went wrong. Please try again.'}
      </Alert>
    );
  }
  const isDone = build.status === 'done';
  return (
    <Stack gap="xs">
      <Progress
        value={isDone ? 100 : percent(build)}
        aria-label="Build progress"
        animated={!isDone}
        striped={!isDone}
      />
      <Text size="sm" role="status">
        {build.status === 'queued'
          ? 'Waiting to start…'
          : `${build.done} / ${build.total} pages${isDone ? ' built.' : ''}`}
      </Text>
      {isDone && build.url && (
        <Anchor href={build.url} target="_blank" rel="noopener">
          Open the built site (index.html)
        </Anchor>
      )}
    </Stack>
  );
}
