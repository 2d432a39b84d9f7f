// The help tour: a few cards that name the player's parts. Shown once by itself (remembered in a
// cookie, spec §9) and again from the Help tour button. It does not block the player.
import { Button, CloseButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';

export const TOUR_COOKIE = 'bandbook_soundcheck_tour';

const STEPS = [
  {
    title: 'Welcome to SoundCheck',
    text: 'SoundCheck listens to you play and scores your pitch and rhythm, note by note.',
  },
  {
    title: 'Practice and Perform',
    text: 'Practice: play along with the Full Track, the Solo or the Backing Track, loop bars and change the tempo. Perform: record a take and get your score.',
  },
  {
    title: 'The timeline',
    text: 'The notes of your part scroll under the playhead. Drag across the bar numbers to loop those bars. With Listen mode on, the red line shows the pitch you play.',
  },
  {
    title: 'Tuner and metronome',
    text: 'Tune up with the Tuner before you start. The Metronome clicks along; a recording always starts with a count-in.',
  },
  {
    title: 'Your feedback',
    text: 'After a take you see your stars, Progress and Performance. See Feedback colours every note: hit, early, late, sharp, flat, wrong or missed.',
  },
];

export function tourSeen(): boolean {
  return document.cookie.split('; ').some((entry) => entry === `${TOUR_COOKIE}=1`);
}

export function rememberTour() {
  document.cookie = `${TOUR_COOKIE}=1; max-age=${60 * 60 * 24 * 365 * 5}; path=/; SameSite=Lax`;
}

export function HelpTour({ onClose }: { onClose: () => void }) {
  const [step, setStep] = useState(0);
  const current = STEPS[step]!;
  const last = step === STEPS.length - 1;
  const close = () => {
    rememberTour();
    onClose();
  };
  return (
    <Paper
      withBorder
      shadow="md"
      p="md"
      radius="md"
      role="dialog"
      aria-labelledby="soundcheck-tour-title"
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} size="h5" id="soundcheck-tour-title">
            {current.title} ({step + 1}/{STEPS.length})
          </Title>
          <CloseButton aria-label="Close the tour" onClick={close} />
        </Group>
        <Text size="sm">{current.text}</Text>
        <Group justify="flex-end" gap="xs">
          {!last && (
            <Button variant="subtle" size="xs" onClick={close}>
              Skip tour
            </Button>
          )}
          {step > 0 && (
            <Button variant="default" size="xs" onClick={() => setStep(step - 1)}>
              Back
            </Button>
          )}
          <Button size="xs" onClick={last ? close : () => setStep(step + 1)}>
            {last ? 'Done' : 'Next'}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
