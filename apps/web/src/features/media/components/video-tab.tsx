// The Videos tab: each video with its preview, opening in the /video/{url} modal; videos outside
// the trial are shown disabled.
import { AspectRatio, Badge, Card, Center, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconLock, IconPlayerPlayFilled } from '@tabler/icons-react';
import type { LearnerPackage } from '@bandbook/domain';
import { bookSlug } from '@bandbook/domain';
import { paths } from '../../../lib/paths';
import { ModalLink } from '../../../ui/modal-link';
import { formatTime } from '../lib/playback';
import classes from './video-tab.module.css';

type Video = LearnerPackage['content']['videoList'][number];

function VideoPreview({ video }: { video: Video }) {
  return (
    <AspectRatio ratio={16 / 9}>
      {video.previewImageFilePath ? (
        <Image src={video.previewImageFilePath} alt="" radius="sm" />
      ) : (
        <Center bg="gray.1">
          <IconPlayerPlayFilled size={32} aria-hidden />
        </Center>
      )}
    </AspectRatio>
  );
}

function VideoCard({ video }: { video: Video }) {
  const href = video.videoFilePath
    ? paths.video({
        slug: bookSlug(video.title) || 'video',
        videoTitle: video.title,
        url: video.videoFilePath,
        videoFilePath: video.videoFilePath,
      })
    : null;
  return (
    <Card withBorder padding="sm" className={classes.card} data-disabled={!href || undefined}>
      <Stack gap="xs">
        <VideoPreview video={video} />
        {href ? (
          <ModalLink to={href} className={classes.link} aria-label={`Play video: ${video.title}`}>
            <Text fw={700}>{video.title}</Text>
          </ModalLink>
        ) : (
          <Text fw={700}>
            <IconLock size={14} aria-hidden /> {video.title}
          </Text>
        )}
        {video.description && (
          <Text size="sm" lineClamp={2}>
            {video.description}
          </Text>
        )}
        <Text size="sm" c="dimmed">
          {formatTime(video.durationInSeconds)}
          {!href && (
            <Badge ml="xs" color="gray.7" variant="outline" size="sm">
              Full version
            </Badge>
          )}
        </Text>
      </Stack>
    </Card>
  );
}

export function VideoTab({ book }: { book: LearnerPackage }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
      {book.content.videoList.map((video, index) => (
        <VideoCard key={`${index}-${video.title}`} video={video} />
      ))}
    </SimpleGrid>
  );
}
