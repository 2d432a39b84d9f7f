// /books/{title}/soundcheck/help: the help video (spec: /soundcheck/help, a video modal), the same
// How It Works film as the home page.
import { Text } from '@mantine/core';
import { useShowcase } from '../../../api/showcase';
import { PageLoader } from '../../../ui/page-loader';
import { RouteModal } from '../../../ui/route-modal';

export const HELP_VIDEO_MISSING = 'The help video is not available right now.';

export function SoundCheckHelpModal() {
  const showcase = useShowcase();
  const video = showcase.data?.howItWorksVideo;
  return (
    <RouteModal title="SoundCheck help" size="xl">
      {showcase.isPending ? (
        <PageLoader />
      ) : video ? (
        <video
          src={video.url}
          controls
          autoPlay
          playsInline
          aria-label={video.title}
          style={{ width: '100%', display: 'block', background: '#000' }}
        />
      ) : (
        <Text role="alert">{HELP_VIDEO_MISSING}</Text>
      )}
    </RouteModal>
  );
}
