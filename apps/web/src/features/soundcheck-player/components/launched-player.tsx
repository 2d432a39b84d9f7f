// The player opened with a launch token: asks what the token opens, then shows the player with a
// session that saves through the same token. Used by /launch/soundcheck and the book's modal.
import { useMemo } from 'react';
import { Alert, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getErrorMessage } from '../../../lib/api-error';
import { launchQuery, saveLaunchResult } from '../api/launch';
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
  const session = useMemo<PlayerSession | null>(() => {
    if (!data?.exerciseUrl) return null;
    return {
      title: data.title,
      exerciseUrl: data.exerciseUrl,
      canSaveResult: data.canSaveResult,
      notSavedReason: data.preview ? PREVIEW_NOT_SAVED : TRIAL_NOT_SAVED,
      bestStars: data.stars,
      saveResult: async (result) => {
        const saved = await saveLaunchResult(accessToken, {
          contentPackageId: data.contentPackageId,
          contentId: data.contentId,
          result,
        });
        onSaved?.();
        return saved;
      },
    };
  }, [data, accessToken, onSaved]);

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
