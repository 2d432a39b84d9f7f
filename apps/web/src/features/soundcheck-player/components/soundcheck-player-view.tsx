// The SoundCheck player (spec §2 "SoundCheck player", §4 "Sound Check"): top bar, loading state,
// the note timeline, Practice or Perform controls, and the feedback after a take. The same view
// serves the book's modal and the embeddable /launch/soundcheck page. On a short screen (a phone held
// sideways) the spacing tightens so the timeline and Record fit without scrolling.
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Alert, Box, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { ItemStars } from '../../../ui/item-stars';
import { barSeconds as barSecondsOf } from '../audio/loop';
import { useSoundCheckPlayer } from '../hooks/use-soundcheck-player';
import { soundCheckCommandFor } from '../lib/soundcheck-keys';
import { totalBars } from '../lib/timeline-geometry';
import type { PlayerSession } from '../player/player-session';
import { isBusy } from '../player/player-state';
import { CALIBRATION_PROMPTED_KEY, CalibrationWizard } from './calibration-wizard';
import { FeedbackDetail } from './feedback-detail';
import { FeedbackPanel } from './feedback-panel';
import { HelpTour, tourSeen } from './help-tour';
import { NotationPanel } from './notation-panel';
import { NoteTimeline } from './note-timeline';
import { PerformControls } from './perform-controls';
import { PlayerAlerts } from './player-alerts';
import { PlayerTopBar } from './player-top-bar';
import { PracticeControls } from './practice-controls';

/** As the timeline's own rule (note-timeline.module.css). */
const SHORT_SCREEN_QUERY = '(orientation: landscape) and (max-height: 560px)';

interface SoundCheckPlayerViewProps {
  session: PlayerSession;
  /** Up and down keys: the previous or next exercise of the book, when there is one. */
  onTrack?: (direction: 1 | -1) => void;
}

function readPrompted() {
  try {
    return localStorage.getItem(CALIBRATION_PROMPTED_KEY) === '1';
  } catch {
    return true;
  }
}

export function SoundCheckPlayerView({ session, onTrack }: SoundCheckPlayerViewProps) {
  const { player, state } = useSoundCheckPlayer(session);
  const [showTour, setShowTour] = useState(() => !tourSeen());
  const [wizard, setWizard] = useState<'none' | 'first' | 'settings'>('none');
  const short = useMediaQuery(SHORT_SCREEN_QUERY, false, { getInitialValueInEffect: false });
  const score = player.exercise;
  const part = player.part;
  const barSeconds = score ? barSecondsOf(score.exercise) : 1;
  const duration = player.duration;
  const bars = totalBars(duration || barSeconds, barSeconds);
  const busy = isBusy(state);
  // The player's keys are heard while focus is inside it. A modal focuses its first control (the
  // close button, where Space would close the player), and switching exercise with the arrow keys
  // mounts a new player while focus was on the old one: either way the player takes the focus.
  const sectionRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const section = sectionRef.current;
    if (!section) return;
    const active = document.activeElement;
    const typing = active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement;
    if (!typing || !section.contains(active)) section.focus({ preventScroll: true });
  }, []);

  const onRecord = () => {
    if (!readPrompted() && state.calibrationMs === null) {
      try {
        localStorage.setItem(CALIBRATION_PROMPTED_KEY, '1');
      } catch {
        // Asked again next time.
      }
      setWizard('first');
      return;
    }
    void player.record();
  };
  const closeWizard = () => {
    const first = wizard === 'first';
    setWizard('none');
    if (first) void player.record();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const command = soundCheckCommandFor(event.nativeEvent);
    if (!command) return;
    event.preventDefault();
    if (command.type === 'toggle') {
      if (state.transport === 'recording') void player.stopRecording();
      else void player.togglePlay();
    } else if (command.type === 'restart') void player.restart();
    else if (command.type === 'audio') {
      if (state.mode === 'practice' && !busy) player.cycleAudio(command.direction);
    } else if (!busy) onTrack?.(command.direction);
  };

  return (
    <Box
      component="section"
      aria-label={`SoundCheck: ${session.title}`}
      ref={sectionRef}
      data-autofocus
      onKeyDown={onKeyDown}
      tabIndex={-1}
      style={{ outline: 'none' }}
    >
      <Stack gap={short ? 'xs' : 'md'}>
        <PlayerAlerts player={player} state={state} />
        {showTour && (
          <HelpTour
            onClose={() => {
              setShowTour(false);
              // The tour's button goes with it: the keys go back to the player.
              sectionRef.current?.focus({ preventScroll: true });
            }}
          />
        )}
        <PlayerTopBar
          player={player}
          state={state}
          onTour={() => setShowTour(true)}
          onSettings={() => setWizard('settings')}
        />
        {state.phase === 'error' && (
          <Alert color="red" role="alert" title="This exercise could not be loaded">
            {state.loadError}
          </Alert>
        )}
        {state.phase === 'loading' && (
          <Text role="status" c="dimmed">
            Loading the exercise…
          </Text>
        )}
        {state.phase === 'partial' && (
          <Stack gap={4}>
            <Text role="status" size="sm" c="dimmed">
              Loading the audio… {Math.round(state.loadProgress * 100)}%
            </Text>
            <Progress value={state.loadProgress * 100} aria-label="Loading the audio" />
          </Stack>
        )}
        {score && part && (
          <>
            <Group gap="md" wrap="wrap">
              <Title order={2} size="h4">
                {part.name}
                <Text span c="dimmed" fw={400} ml="xs" size="sm">
                  {score.exercise.tempo} BPM, {score.exercise.timeSignature.join('/')}
                  {state.calibrationMs !== null && ` · latency ${state.calibrationMs} ms`}
                </Text>
              </Title>
              {session.canSaveResult && (
                <Group gap="xs">
                  <Text size="sm">Your best:</Text>
                  <ItemStars stars={state.bestStars} />
                </Group>
              )}
            </Group>
            <NotationPanel
              player={player}
              score={score}
              part={part}
              notes={player.notes}
              feedback={state.feedbackView === 'detail' ? (state.feedback?.notes ?? null) : null}
              timeline={
                <NoteTimeline
                  player={player}
                  notes={player.notes}
                  barSeconds={barSeconds}
                  countInBars={score.exercise.countInBars}
                  duration={duration || barSeconds}
                  feedback={
                    state.feedbackView === 'detail' ? (state.feedback?.notes ?? null) : null
                  }
                  loop={state.mode === 'practice' ? state.loop : null}
                  disabled={busy}
                  onLoopChange={(loop) => player.setLoop(loop)}
                  onSeek={(time) => void player.seek(time)}
                />
              }
            />
            {state.transport === 'recording' && (
              <Text role="status" c="red.8" fw={600}>
                Recording… play along. The take stops at the end of the exercise.
              </Text>
            )}
            {state.transport === 'analysing' && <Text role="status">Scoring your take…</Text>}
            {state.mode === 'practice' ? (
              <PracticeControls
                player={player}
                state={state}
                bpm={score.exercise.tempo}
                bars={bars}
                firstBar={score.exercise.countInBars}
              />
            ) : (
              <PerformControls
                player={player}
                state={state}
                bpm={score.exercise.tempo}
                canRecord={part.can_record}
                onRecord={onRecord}
              />
            )}
            {state.feedback && state.feedbackView === 'panel' && (
              <FeedbackPanel
                feedback={state.feedback}
                save={state.save}
                onRetry={() => void player.retry()}
                onSeeFeedback={() => player.setFeedbackView('detail')}
                onPractice={() => player.setMode('practice')}
                onCalibrate={() => setWizard('settings')}
              />
            )}
            {state.feedback && state.feedbackView === 'detail' && (
              <FeedbackDetail
                feedback={state.feedback}
                onBack={() => player.setFeedbackView('panel')}
              />
            )}
          </>
        )}
      </Stack>
      {wizard !== 'none' && (
        <CalibrationWizard
          player={player}
          firstRecording={wizard === 'first'}
          calibrationMs={state.calibrationMs}
          onClose={closeWizard}
        />
      )}
    </Box>
  );
}
