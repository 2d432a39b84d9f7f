// /video/{url}?videoTitle&url&videoFilePath: a video over the page it was opened from (the home
// page's How It Works, or a book's videos). Only this origin's /media/ files are played.
import { Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { RouteModal } from '../../../ui/route-modal';
import { toSafeMediaSrc } from '../lib/media-src';

export function VideoModal() {
  const [searchParams] = useSearchParams();
  const title = searchParams.get('videoTitle') || 'Video';
  const src =
    toSafeMediaSrc(searchParams.get('videoFilePath')) ?? toSafeMediaSrc(searchParams.get('url'));
  return (
    <RouteModal title={title} size="xl">
      {src ? (
        <video
          src={src}
          controls
          autoPlay
          playsInline
          aria-label={title}
          style={{ width: '100%', display: 'block', background: '#000' }}
        />
      ) : (
        <Text role="alert">This video cannot be played.</Text>
      )}
    </RouteModal>
  );
}
