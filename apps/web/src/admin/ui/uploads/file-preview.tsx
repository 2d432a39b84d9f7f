// What an upload field shows of its file (issue 44): a thumbnail of an image, a small player for audio
// or video, a link that opens a PDF, and the file's name as staff chose it, never its storage key.
import { Anchor, Image, Stack, Text } from '@mantine/core';
import type { FileSignature } from '@bandbook/domain';

export interface FilePreviewProps {
  /** The field's label: names the preview for assistive technology. */
  label: string;
  name: string;
  /** Where the browser can read the file: the chosen file's object URL, or the stored file's URL. */
  url: string | null;
  media: FileSignature['media'];
}

/** The file shown as what it is: an image, a player, or a link that opens it. */
function Shown({ label, name, url, media }: FilePreviewProps & { url: string }) {
  switch (media) {
    case 'image':
      return (
        <Image
          src={url}
          alt={`${label} preview`}
          h={96}
          w="auto"
          fit="contain"
          radius="sm"
          style={{ maxWidth: 200 }}
        />
      );
    case 'audio':
      return <audio controls preload="metadata" src={url} aria-label={`${label}: ${name}`} />;
    case 'video':
      return (
        <video
          controls
          preload="metadata"
          src={url}
          aria-label={`${label}: ${name}`}
          style={{ maxWidth: 320, maxHeight: 180 }}
        />
      );
    default:
      return null;
  }
}

export function FilePreview(props: FilePreviewProps) {
  const { name, url, media } = props;
  const nameText = (
    <Text size="sm" style={{ wordBreak: 'break-all' }}>
      {name}
    </Text>
  );
  if (!url) return nameText;
  if (media === 'document') {
    return (
      <Anchor href={url} target="_blank" rel="noopener noreferrer" size="sm">
        Open {name}
      </Anchor>
    );
  }
  return (
    <Stack gap={4}>
      <Shown {...props} url={url} />
      {nameText}
    </Stack>
  );
}
