// /admin/content-packages/edit/{id}/soundcheck/preview?contentId=...: a SoundCheck item's full mix,
// its parts, and the SoundCheck player itself (the embeddable /launch/soundcheck page in a frame,
// opened with a preview token: staff can play and score, nothing is saved).
import { useState } from 'react';
import { Alert, Button, List, Modal, Stack, Text } from '@mantine/core';
import type { AdminContentPackage } from '@bandbook/domain';
import { getErrorMessage } from '../../../../lib/api-error';
import { useExerciseParts } from '../api/exercise-parts';
import { usePreviewLaunch } from '../api/preview-launch';

interface SoundCheckPreviewModalProps {
  pkg: AdminContentPackage;
  contentId: string | null;
  onClose: () => void;
}

export function SoundCheckPreviewModal({ pkg, contentId, onClose }: SoundCheckPreviewModalProps) {
  const item = pkg.content.mmsList
    .flatMap((list) => list.contentList)
    .find((entry) => entry._id === contentId);
  const exerciseUrl = item?.exerciseFilePath ? pkg.fileUrls[item.exerciseFilePath] : undefined;
  const audioUrl = item?.audioFilePath ? pkg.fileUrls[item.audioFilePath] : undefined;
  const exercise = useExerciseParts(exerciseUrl);
  const [playing, setPlaying] = useState(false);
  const launch = usePreviewLaunch(pkg._id, item?._id ?? null, playing);
  return (
    <Modal
      opened
      onClose={onClose}
      title={item ? `Preview: ${item.title}` : 'Preview'}
      centered
      size={playing ? '100%' : 'lg'}
    >
      {!item && <Alert color="red">This SoundCheck item does not exist (any more).</Alert>}
      {item && (
        <Stack>
          {audioUrl ? (
            <audio
              controls
              src={audioUrl}
              aria-label={`Full mix of ${item.title}`}
              style={{ width: '100%' }}
            />
          ) : (
            <Text c="dimmed">This item has no full mix.</Text>
          )}
          {!exerciseUrl && <Text c="dimmed">No exercise has been uploaded for this item.</Text>}
          {exercise.error && <Alert color="red">{getErrorMessage(exercise.error)}</Alert>}
          {exercise.data && (
            <>
              <Text fw={600}>
                {exercise.data.title}, {exercise.data.tempo} BPM
              </Text>
              <List aria-label="Parts">
                {exercise.data.parts.map((part) => (
                  <List.Item key={part.name}>
                    {part.name} ({part.instrument}
                    {part.non_pitched ? ', rhythm only' : ''}
                    {part.can_record ? '' : ', not recordable'})
                  </List.Item>
                ))}
              </List>
              {!playing && (
                <Button onClick={() => setPlaying(true)} w="fit-content">
                  Open in the SoundCheck player
                </Button>
              )}
            </>
          )}
          {playing && launch.error && <Alert color="red">{getErrorMessage(launch.error)}</Alert>}
          {playing && launch.data && (
            <iframe
              src={launch.data.launchPath}
              title={`SoundCheck player: ${item.title}`}
              allow="microphone; autoplay"
              style={{ width: '100%', height: '75vh', border: 0 }}
            />
          )}
        </Stack>
      )}
    </Modal>
  );
}
