// Notation or the note timeline, the learner's choice (Notation first): both draw the part under
// the same playhead and, after a take, the same verdicts.
import { useMemo, useState, type ReactNode } from 'react';
import { SegmentedControl, Stack } from '@mantine/core';
import type { ExercisePart, ReferenceNote } from '@bandbook/soundcheck';
import { getToken } from '../../../lib/auth-token';
import type { ExerciseScore } from '../audio/exercise-media';
import type { NoteFeedback } from '../audio/take-analysis';
import { tokenSubject } from '../lib/token-subject';
import type { SoundCheckPlayer } from '../player/soundcheck-player';
import { NotationView } from './notation-view';

/** Mantine's `sm` breakpoint: below it, the player draws for a phone. */
const NARROW_SCREEN = '(max-width: 48em)';
/** A phone held sideways (the player's landscape layout, decision 060). */
const SHORT_SCREEN = '(max-height: 30em)';

interface NotationPanelProps {
  player: SoundCheckPlayer;
  score: ExerciseScore;
  part: ExercisePart;
  notes: readonly ReferenceNote[];
  feedback: readonly NoteFeedback[] | null;
  /** The note timeline, drawn when the learner picks it. */
  timeline: ReactNode;
}

type View = 'notation' | 'timeline';

export function NotationPanel(props: NotationPanelProps) {
  // A phone's narrow screen starts on the timeline, which fits it; the notation is one tap away.
  const [view, setView] = useState<View>(() =>
    window.matchMedia?.(NARROW_SCREEN).matches ? 'timeline' : 'notation',
  );
  // A phone held sideways has no height for a staff, nor for the switch: the timeline alone.
  const [short] = useState(() => window.matchMedia?.(SHORT_SCREEN).matches ?? false);
  const learner = useMemo(() => {
    const token = getToken();
    return token ? tokenSubject(token) : null;
  }, []);
  if (short) return props.timeline;
  return (
    <Stack gap={4}>
      <SegmentedControl
        size="xs"
        aria-label="Show the part as"
        value={view}
        onChange={(value) => setView(value as View)}
        data={[
          { value: 'notation', label: 'Notation' },
          { value: 'timeline', label: 'Timeline' },
        ]}
        style={{ alignSelf: 'flex-start' }}
      />
      {view === 'notation' ? (
        <NotationView
          player={props.player}
          score={props.score}
          part={props.part}
          notes={props.notes}
          feedback={props.feedback}
          learner={learner}
        />
      ) : (
        props.timeline
      )}
    </Stack>
  );
}
