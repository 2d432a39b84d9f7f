// The Audio tab: the player, the audio lists as an accordion of tracks, and (for owners) the zip
// of every track. Keyboard: see player-keys.ts.
import { useMemo, useState } from 'react';
import { Accordion, Button, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { LearnerPackage } from '@bandbook/domain';
import { useDownloadToken } from '../api/download-token';
import { buildDownloadUrl, downloadName } from '../lib/download-url';
import { adjacentTrack, counterpartTrack } from '../lib/playback';
import type { PlayerCommand } from '../lib/player-keys';
import { usePlayerKeys } from '../hooks/use-player-keys';
import { useTrackPlayer } from '../hooks/use-track-player';
import { TrackPlayer } from './track-player';
import { TrackRow } from './track-row';

export function AudioTab({ book }: { book: LearnerPackage }) {
  const { player, state, audioRef } = useTrackPlayer();
  const { audioList, audioListZipFilePath } = book.content;
  const tracks = useMemo(() => audioList.flatMap((list) => list.trackList), [audioList]);
  const lists = useMemo(
    () =>
      audioList.map((list) =>
        list.trackList.map((track) => ({ track, playable: track.audioFilePath !== null })),
      ),
    [audioList],
  );
  const playable = useMemo(() => tracks.map((track) => track.audioFilePath !== null), [tracks]);
  const [currentId, setCurrentId] = useState<string | null>(null);
  const currentIndex = tracks.findIndex((track) => track._id === currentId);
  // Trials never download (the server hides the zip too).
  const downloadToken = useDownloadToken(book._id, book.isOwned);

  const selectTrack = (index: number) => {
    const track = tracks[index];
    if (!track?.audioFilePath) return;
    setCurrentId(track._id);
    void player.load(track.audioFilePath);
  };
  const neighbour = (direction: 1 | -1) => {
    const from = currentIndex === -1 ? (direction === 1 ? -1 : tracks.length) : currentIndex;
    return adjacentTrack(playable, from, direction);
  };
  const previous = neighbour(-1);
  const next = neighbour(1);
  const playFirst = () => {
    const first = adjacentTrack(playable, -1, 1);
    if (first !== null) selectTrack(first);
  };

  const switchAudio = (direction: 1 | -1) => {
    const list = lists.findIndex((entries) =>
      entries.some((entry) => entry.track._id === currentId),
    );
    if (list === -1) return;
    const track = lists[list]!.findIndex((entry) => entry.track._id === currentId);
    const target = counterpartTrack(lists, { list, track }, direction);
    const counterpart = target && lists[target.list]![target.track]!.track;
    if (!counterpart?.audioFilePath) return;
    setCurrentId(counterpart._id);
    void player.switchSource(counterpart.audioFilePath);
  };

  usePlayerKeys((command: PlayerCommand) => {
    if (command.type === 'toggle') {
      if (state.src) void player.toggle();
      else playFirst();
    } else if (command.type === 'audio') switchAudio(command.direction);
    else if (command.type === 'restart') player.restart();
    else {
      const target = neighbour(command.direction);
      if (target !== null) selectTrack(target);
    }
  });

  return (
    <Stack>
      {downloadToken && audioListZipFilePath && (
        <Button
          component="a"
          href={buildDownloadUrl(
            audioListZipFilePath,
            downloadName(`${book.title} - Audio`, audioListZipFilePath),
            downloadToken,
          )}
          download
          leftSection={<IconDownload size={18} />}
          variant="light"
          w="fit-content"
        >
          Download All Tracks (zip)
        </Button>
      )}
      <TrackPlayer
        player={player}
        state={state}
        audioRef={audioRef}
        trackTitle={tracks[currentIndex]?.title ?? null}
        onPrevious={previous === null ? null : () => selectTrack(previous)}
        onNext={next === null ? null : () => selectTrack(next)}
        onPlayFirst={playFirst}
      />
      <Accordion
        multiple
        defaultValue={audioList.map((_, index) => String(index))}
        variant="separated"
      >
        {audioList.map((list, listIndex) => (
          <Accordion.Item key={listIndex} value={String(listIndex)}>
            <Accordion.Control>
              <Text fw={600}>{list.title}</Text>
            </Accordion.Control>
            <Accordion.Panel>
              <Stack component="ul" gap={2} p={0} m={0} style={{ listStyle: 'none' }}>
                {list.trackList.map((track) => {
                  const index = tracks.indexOf(track);
                  return (
                    <TrackRow
                      key={track._id}
                      title={track.title}
                      durationInSeconds={track.durationInSeconds}
                      isPlayable={track.audioFilePath !== null}
                      isCurrent={track._id === currentId}
                      downloadHref={
                        downloadToken && track.audioFilePath
                          ? buildDownloadUrl(
                              track.audioFilePath,
                              downloadName(track.title, track.audioFilePath),
                              downloadToken,
                            )
                          : null
                      }
                      onSelect={() => selectTrack(index)}
                    />
                  );
                })}
              </Stack>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Stack>
  );
}
