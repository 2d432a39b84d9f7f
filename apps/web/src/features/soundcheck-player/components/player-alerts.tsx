// What the learner must know before or while playing: Safari, a phone held upright, sound held back
// by the browser, a microphone problem (with a way on), input processing the browser kept on.
import { Alert, Button, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { isDesktopSafari, isIOS } from '../../../lib/platform';
import type { PlayerState } from '../player/player-state';
import { AUDIO_SUSPENDED_MESSAGE, type SoundCheckPlayer } from '../player/soundcheck-player';

export const SAFARI_NOTICE =
  'SoundCheck does not work on Safari. Please use Chrome, or the Bandbook iOS app.';
export const PORTRAIT_WARNING = 'Please turn your device to landscape to use SoundCheck.';

interface PlayerAlertsProps {
  player: SoundCheckPlayer;
  state: PlayerState;
}

export function PlayerAlerts({ player, state }: PlayerAlertsProps) {
  const portrait = useMediaQuery('(orientation: portrait) and (max-width: 600px)');
  const safari =
    isDesktopSafari(navigator.userAgent) || isIOS(navigator.userAgent, navigator.maxTouchPoints);
  return (
    <Stack gap="xs">
      {safari && <Alert color="blue">{SAFARI_NOTICE}</Alert>}
      {portrait && (
        <Alert color="yellow" role="status">
          {PORTRAIT_WARNING}
        </Alert>
      )}
      {state.audioSuspended && state.phase !== 'loading' && (
        <Alert color="yellow">
          {AUDIO_SUSPENDED_MESSAGE}{' '}
          <Button size="xs" ml="sm" onClick={() => void player.resumeAudio()}>
            Start audio
          </Button>
        </Alert>
      )}
      {state.micError && (
        <Alert color="red" role="alert" title="Microphone">
          {state.micError}
        </Alert>
      )}
      {state.micWarning && <Alert color="yellow">{state.micWarning}</Alert>}
    </Stack>
  );
}
