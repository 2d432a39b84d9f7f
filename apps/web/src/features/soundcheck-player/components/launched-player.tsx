// The player opened with a launch token: asks what the token opens, then shows the player with a
// session that saves through the same token, and keeps on this device what the network keeps from
// saving (player/kept-results.ts), sending this learner's kept results while it is open. Used by
// /launch/soundcheck and the book's modal.
import { useEffect, useMemo } from 'react';
import { Alert, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { Result, TakeInput } from '@bandbook/domain';
import { keepTakeRecording } from '../../../api/take-recordings';
import { getErrorMessage } from '../../../lib/api-error';
import { launchQuery, learnerToken, saveLearnerResult } from '../api/launch';
import { tokenSubject } from '../lib/token-subject';
import { keptResults } from '../player/kept-results';
import { sendKeptResults } from '../player/send-kept-results';
import { PREVIEW_NOT_SAVED, TRIAL_NOT_SAVED, type PlayerSession } from '../player/player-session';
import { SoundCheckPlayerView } from './soundcheck-player-view';

export const NO_EXERCISE = 'This SoundCheck item has no exercise to play yet.';

interface LaunchedPlayerProps {
  contentPackageId: string;
  mmsId: string;
  accessToken: string;
  /** After a saved result (the book page refreshes its stars). */
  onSaved?: () => void;
  onTrack?: (direction: 1 | -1) => void;
}

export function LaunchedPlayer(props: LaunchedPlayerProps) {
  const { contentPackageId, mmsId, accessToken, onSaved } = props;
  const launch = useQuery(launchQuery(contentPackageId, mmsId, accessToken));
  const data = launch.data;
  const userId = useMemo(() => tokenSubject(accessToken), [accessToken]);
  // Results kept yesterday land today; each one sent refreshes the book's stars.
  useEffect(() => sendKeptResults(accessToken, () => onSaved?.()), [accessToken, onSaved]);
  const session = useMemo<PlayerSession | null>(() => {
    if (!data?.exerciseUrl) return null;
    const learnerResult = (result: Result, take?: TakeInput) => ({
      userId: userId ?? '',
      contentPackageId: data.contentPackageId,
      contentId: data.contentId,
      result,
      ...(take ? { take } : {}),
      launchToken: accessToken,
      launchTokenExpiresAt: Date.parse(data.expiresAt),
    });
    return {
      title: data.title,
      exerciseUrl: data.exerciseUrl,
      canSaveResult: data.canSaveResult,
      notSavedReason: data.preview ? PREVIEW_NOT_SAVED : TRIAL_NOT_SAVED,
      bestStars: data.stars,
      saveResult: async (result, take) => {
        const saved = await saveLearnerResult(learnerResult(result, take));
        onSaved?.();
        return saved;
      },
      // A take of the journal keeps its recording with the same token (decision 065).
      keepRecording: data.canSaveResult
        ? async (takeId, wav) => {
            const token = learnerToken({
              userId: userId ?? '',
              launchToken: accessToken,
              launchTokenExpiresAt: Date.parse(data.expiresAt),
            });
            await keepTakeRecording(takeId, wav, token);
          }
        : undefined,
      // Without a learner to key it by, a result is not kept (the queue is per learner).
      keepResult: userId
        ? async (result) => {
            const key = await keptResults.enqueue(learnerResult(result));
            return { landed: keptResults.outcome(key) };
          }
        : undefined,
    };
  }, [data, accessToken, userId, onSaved]);

  if (launch.isPending) {
    return (
      <Stack align="center" py="xl" role="status">
        <Loader />
        <Text c="dimmed">Opening SoundCheck…</Text>
      </Stack>
    );
  }
  if (launch.error) {
    return (
      <Alert color="red" role="alert" title="SoundCheck cannot open">
        {getErrorMessage(launch.error)}
      </Alert>
    );
  }
  if (!session) return <Alert color="yellow">{NO_EXERCISE}</Alert>;
  return (
    <SoundCheckPlayerView
      key={`${contentPackageId}/${mmsId}`}
      session={session}
      onTrack={props.onTrack}
    />
  );
}
