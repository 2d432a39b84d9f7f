// The result of a take (spec: Feedback panel): the engine's message as the title, a subtitle,
// stars (with the tempo of a take not played at 100 %), Progress (percent played) and Performance
// (score), and Retry, See Feedback, Practice. Where the title would not fit what happened (a take
// stopped early, or one whose delay could not be measured) it says that instead. When the learner chose
// to practise with scores hidden (the practice page's switch), no stars or figures show and a saved
// take says "Take saved". A saved take's recording can be kept in the practice journal (decision 065).
import { useEffect, useRef, useState } from 'react';
import { Button, Group, Paper, RingProgress, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { TEMPO_PERCENT } from '@bandbook/domain';
import { latencySearchRange } from '@bandbook/soundcheck';
import { playerPracticePreferencesQuery } from '../../../api/practice-preferences';
import { getErrorMessage } from '../../../lib/api-error';
import { ItemStars } from '../../../ui/item-stars';
import { HARDLY_PLAYED_PERCENT, type TakeFeedback } from '../audio/take-analysis';
import type { SaveState } from '../player/player-state';

interface FeedbackPanelProps {
  feedback: TakeFeedback;
  save: SaveState;
  onRetry: () => void;
  onSeeFeedback: () => void;
  onPractice: () => void;
  onCalibrate: () => void;
}

export const TAKE_SAVED = 'Take saved.';
export const RECORDING_KEPT = 'Recording kept in your practice journal.';

export const UNMEASURED_TITLE = 'Your audio delay could not be measured';
export const STOPPED_EARLY_TITLE = 'Take stopped early';

export function feedbackTitle(feedback: TakeFeedback) {
  if (feedback.latencyUnmeasured) return UNMEASURED_TITLE;
  if (feedback.result.percent_played >= HARDLY_PLAYED_PERCENT && !feedback.playedToEnd) {
    return STOPPED_EARLY_TITLE;
  }
  return feedback.result.message;
}

export function feedbackSubtitle(feedback: TakeFeedback) {
  const { result } = feedback;
  if (feedback.latencyUnmeasured) {
    const range = latencySearchRange(false);
    return `The notes you played did not line up with the music at any delay from ${range.low} to +${range.high} ms, so none is marked and the take is not saved. Calibrate your audio in Settings, then record again.`;
  }
  if (result.percent_played < HARDLY_PLAYED_PERCENT) {
    return result.notes.every((note) => note.verdict === 'missed')
      ? 'No notes were heard: check that your microphone is on and near your instrument.'
      : `Only ${result.percent_played} % of the notes were heard: check your microphone, and play along from the start.`;
  }
  const scores =
    result.pitch_score === null
      ? [`Rhythm ${result.rhythm_score} %`]
      : [`Pitch ${result.pitch_score} %`, `Rhythm ${result.rhythm_score} %`];
  if (!feedback.playedToEnd) {
    return `You stopped after ${result.percent_played} % of the notes. ${scores.join(' · ')} of what you played.`;
  }
  if (!result.complete) scores.push('the last notes were not heard');
  return scores.join(' · ');
}

/** A take not played at the exercise's tempo says at which: its best is kept apart (decision 059). */
export function tempoLine(feedback: TakeFeedback) {
  const { tempo } = feedback.progressResult;
  return tempo === TEMPO_PERCENT.full ? null : `At ${tempo} % tempo`;
}

/** Scores hidden: the subtitle only when it says what went wrong, not the take's figures. */
function hiddenSubtitle(feedback: TakeFeedback) {
  const { result } = feedback;
  const tellsAProblem = feedback.latencyUnmeasured || result.percent_played < HARDLY_PLAYED_PERCENT;
  return tellsAProblem ? feedbackSubtitle(feedback) : null;
}

export function FeedbackPanel({ feedback, save, ...actions }: FeedbackPanelProps) {
  const { result } = feedback;
  const unmeasured = feedback.latencyUnmeasured;
  const hideScores = useQuery(playerPracticePreferencesQuery()).data?.hideScores ?? false;
  const subtitle = hideScores ? hiddenSubtitle(feedback) : feedbackSubtitle(feedback);
  const saveMessage = hideScores && save.status === 'saved' ? TAKE_SAVED : save.message;
  const tempo = tempoLine(feedback);
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    titleRef.current?.focus();
  }, [feedback]);
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="soundcheck-result">
      <Stack gap="sm" align="center">
        <Title order={2} id="soundcheck-result" ref={titleRef} tabIndex={-1}>
          {feedbackTitle(feedback)}
        </Title>
        {subtitle && (
          <Text c="dimmed" ta="center">
            {subtitle}
          </Text>
        )}
        {!unmeasured && !hideScores && (
          <>
            <ItemStars stars={result.stars} size={28} />
            {tempo && <Text size="sm">{tempo}</Text>}
            <Group gap="xl" justify="center">
              <Figure label="Progress" value={result.percent_played} color="blue" />
              <Figure label="Performance" value={result.score} color="teal" />
            </Group>
          </>
        )}
        {saveMessage && (
          <Text size="sm" role="status" c={save.status === 'error' ? 'red.8' : undefined}>
            {saveMessage}
          </Text>
        )}
        {save.status === 'saved' && save.keepRecording && (
          <KeepRecording onKeep={save.keepRecording} />
        )}
        {feedback.latencyWarning && (
          <Text size="sm" c="orange.9">
            {feedback.latencyWarning}
          </Text>
        )}
        <Group justify="center">
          {unmeasured && <Button onClick={actions.onCalibrate}>Calibrate</Button>}
          <Button variant={unmeasured ? 'default' : 'filled'} onClick={actions.onRetry}>
            Retry
          </Button>
          {!unmeasured && (
            <Button variant="light" onClick={actions.onSeeFeedback}>
              See Feedback
            </Button>
          )}
          <Button variant="default" onClick={actions.onPractice}>
            Practice
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** Keep Recording, then what became of it. */
function KeepRecording({ onKeep }: { onKeep: () => Promise<void> }) {
  const [state, setState] = useState<'idle' | 'keeping' | 'kept' | Error>('idle');
  // Another take saved: its recording is not kept yet.
  useEffect(() => setState('idle'), [onKeep]);
  if (state === 'kept') {
    return (
      <Text size="sm" role="status">
        {RECORDING_KEPT}
      </Text>
    );
  }
  const keep = () => {
    setState('keeping');
    onKeep().then(
      () => setState('kept'),
      (error: unknown) => setState(error instanceof Error ? error : new Error(String(error))),
    );
  };
  return (
    <Stack gap={4} align="center">
      <Button variant="light" onClick={keep} loading={state === 'keeping'}>
        Keep Recording
      </Button>
      {state instanceof Error && (
        <Text size="sm" c="red.8" role="alert">
          {getErrorMessage(state, 'Your recording could not be kept.')}
        </Text>
      )}
    </Stack>
  );
}

function Figure({ label, value, color }: { label: string; value: number; color: string }) {
  return (
    <Stack gap={4} align="center">
      <RingProgress
        size={96}
        thickness={8}
        roundCaps
        sections={[{ value, color }]}
        label={
          <Text ta="center" fw={700} aria-hidden>
            {value}%
          </Text>
        }
        aria-hidden
      />
      <Text size="sm" aria-label={`${label}: ${value}%`}>
        {label}
      </Text>
    </Stack>
  );
}
