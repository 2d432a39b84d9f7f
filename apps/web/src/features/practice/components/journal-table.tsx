// The journal: every take, newest first (date, book, exercise, tempo, part, stars, pitch, rhythm),
// scores hidden in low-pressure mode; a kept recording plays in its row, and the exercise's reference
// can be played beside it.
import { useState } from 'react';
import { Button, Group, Stack, Table, Text } from '@mantine/core';
import type { Take } from '@bandbook/domain';
import { getErrorMessage } from '../../../lib/api-error';
import { ItemStars } from '../../../ui/item-stars';
import { useDeleteRecording } from '../api/practice-queries';
import { HIDDEN_SCORE, scoreText, takeTime, tempoText } from '../lib/practice-format';

interface JournalTableProps {
  takes: Take[];
  hideScores: boolean;
  timeZone: string;
  hasMore: boolean;
  loadingMore: boolean;
  onMore: () => void;
}

export function JournalTable({ takes, hideScores, timeZone, ...more }: JournalTableProps) {
  if (takes.length === 0) {
    return <Text c="dimmed">No takes yet. Each take you play in SoundCheck is kept here.</Text>;
  }
  return (
    <Stack>
      <Table.ScrollContainer minWidth={760}>
        <Table striped aria-labelledby="practice-journal">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Date</Table.Th>
              <Table.Th scope="col">Book</Table.Th>
              <Table.Th scope="col">Exercise</Table.Th>
              <Table.Th scope="col">Tempo</Table.Th>
              <Table.Th scope="col">Part</Table.Th>
              <Table.Th scope="col">Stars</Table.Th>
              <Table.Th scope="col">Pitch</Table.Th>
              <Table.Th scope="col">Rhythm</Table.Th>
              <Table.Th scope="col">Listen</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {takes.map((take) => (
              <TakeRow key={take.id} take={take} hideScores={hideScores} timeZone={timeZone} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {more.hasMore && (
        <Button variant="default" onClick={more.onMore} loading={more.loadingMore} w="fit-content">
          Show Older Takes
        </Button>
      )}
    </Stack>
  );
}

function TakeRow({
  take,
  hideScores,
  timeZone,
}: {
  take: Take;
  hideScores: boolean;
  timeZone: string;
}) {
  const [withReference, setWithReference] = useState(false);
  const deleteRecording = useDeleteRecording();
  const when = takeTime(take.createdAt, timeZone);
  const exercise = take.contentTitle ?? take.contentId;
  return (
    <Table.Tr>
      <Table.Td>{when}</Table.Td>
      <Table.Td>{take.bookTitle ?? '—'}</Table.Td>
      <Table.Td>{exercise}</Table.Td>
      <Table.Td>{tempoText(take)}</Table.Td>
      <Table.Td>{take.part ?? '—'}</Table.Td>
      <Table.Td>{hideScores ? HIDDEN_SCORE : <ItemStars stars={take.stars} />}</Table.Td>
      <Table.Td>{scoreText(take.pitchScore, hideScores)}</Table.Td>
      <Table.Td>{scoreText(take.rhythmScore, hideScores)}</Table.Td>
      <Table.Td>
        <Stack gap={4}>
          {take.recordingUrl ? (
            <>
              <audio
                controls
                preload="none"
                src={take.recordingUrl}
                aria-label={`Your take of ${exercise}, ${when}`}
              />
              <Button
                size="compact-sm"
                variant="subtle"
                color="red"
                w="fit-content"
                loading={deleteRecording.isPending}
                aria-label={`Delete your recording of ${exercise}, ${when}`}
                onClick={() => deleteRecording.mutate(take.id)}
              >
                Delete Recording
              </Button>
              {deleteRecording.error && (
                <Text size="sm" c="red.8" role="alert">
                  {getErrorMessage(deleteRecording.error)}
                </Text>
              )}
            </>
          ) : (
            <Text size="sm" c="dimmed">
              Not kept
            </Text>
          )}
          {take.referenceUrl && (
            <Group gap={4}>
              <Button
                size="compact-sm"
                variant="subtle"
                aria-expanded={withReference}
                aria-label={`${withReference ? 'Hide' : 'Play'} the reference of ${exercise} beside your take of ${when}`}
                onClick={() => setWithReference((shown) => !shown)}
              >
                {withReference ? 'Hide Reference' : 'Play Reference'}
              </Button>
            </Group>
          )}
          {withReference && take.referenceUrl && (
            <audio
              controls
              autoPlay
              src={take.referenceUrl}
              aria-label={`Reference of ${exercise}`}
            />
          )}
        </Stack>
      </Table.Td>
    </Table.Tr>
  );
}
