// The part as notation (issue 47 item 1): drawn by alphaTab, whose code loads with its own chunk when
// this view first shows; a cursor that follows the player's clock (playback and takes, at any tempo)
// on animation frames, the notation scrolling to keep it in view; after a take every note head in
// its verdict's colour, each focusable with the sentence the timeline gives it. Written for a B♭, E♭
// or F instrument when the learner asks (transposition.ts).
import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Group, NativeSelect, Text } from '@mantine/core';
import type { ExercisePart, Metre, ReferenceNote } from '@bandbook/soundcheck';
import type { ExerciseScore } from '../audio/exercise-media';
import type { NoteFeedback } from '../audio/take-analysis';
import { useAnimationFrame } from '../hooks/use-animation-frame';
import type { AlphaTabNotation, DrawnNotation } from '../notation/alphatab-notation';
import { NOTATION_VERDICT_COLOURS } from '../notation/notation-colours';
import { cursorAt, matchVerdicts, secondsToTick } from '../notation/notation-geometry';
import { partMusicXml } from '../notation/notation-source';
import {
  TRANSPOSITIONS,
  readTransposition,
  saveTransposition,
  writtenAbove,
  type Transposition,
} from '../notation/transposition';
import type { SoundCheckPlayer } from '../player/soundcheck-player';
import classes from './notation-view.module.css';

interface NotationViewProps {
  player: SoundCheckPlayer;
  score: ExerciseScore;
  part: ExercisePart;
  notes: readonly ReferenceNote[];
  /** The take's verdicts, when See Feedback shows them. */
  feedback: readonly NoteFeedback[] | null;
  /** Whose transposition setting this is (the signed-in user's or the launch token's id). */
  learner: string | null;
}

const EMPTY: DrawnNotation = { beats: [], anchors: [], notes: [] };

export function NotationView({ player, score, part, notes, feedback, learner }: NotationViewProps) {
  const frameRef = useRef<HTMLDivElement>(null);
  const sheetRef = useRef<HTMLDivElement>(null);
  const cursorRef = useRef<HTMLDivElement>(null);
  const notationRef = useRef<AlphaTabNotation | null>(null);
  const [drawn, setDrawn] = useState<DrawnNotation>(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [transposition, setTransposition] = useState<Transposition>(() =>
    readTransposition(learner),
  );
  const { exercise } = score;
  const metre = useMemo<Metre>(
    () => ({
      tempo: exercise.tempo,
      timeSignature: exercise.timeSignature,
      countInBars: exercise.countInBars,
    }),
    [exercise],
  );
  const transpositionRef = useRef(transposition);
  transpositionRef.current = transposition;

  useEffect(() => {
    const sheet = sheetRef.current;
    if (!sheet) return;
    const controller = new AbortController();
    let notation: AlphaTabNotation | null = null;
    setDrawn(EMPTY);
    setError(null);
    const fail = (cause: unknown) => {
      if (controller.signal.aborted) return;
      const reason = cause instanceof Error ? cause.message : String(cause);
      setError(`The notation could not be drawn (${reason}).`);
    };
    void Promise.all([
      import('../notation/alphatab-notation'),
      partMusicXml(score, part, notes, controller.signal),
    ])
      .then(([module, xml]) => {
        if (controller.signal.aborted) return;
        notation = new module.AlphaTabNotation(sheet, {
          metre,
          writtenAbove: writtenAbove(transpositionRef.current),
          onRendered: (next) => {
            if (!controller.signal.aborted) setDrawn({ ...next });
          },
          onError: fail,
        });
        notationRef.current = notation;
        notation.load(xml);
      })
      .catch(fail);
    return () => {
      controller.abort();
      notation?.destroy();
      notationRef.current = null;
    };
  }, [score, part, notes, metre]);

  // Each verdict on its written note: which anchor, in the order of `drawn.anchors`.
  const verdictOf = useMemo(() => {
    const byAnchor = new Map<number, NoteFeedback>();
    if (!feedback) return byAnchor;
    matchVerdicts(feedback, drawn.anchors, metre).forEach((anchor, i) => {
      if (anchor >= 0) byAnchor.set(anchor, feedback[i]!);
    });
    return byAnchor;
  }, [feedback, drawn.anchors, metre]);

  const hasDrawn = drawn.anchors.length > 0;
  const colouredKey = useRef('');
  useEffect(() => {
    const notation = notationRef.current;
    if (!notation || !hasDrawn) return;
    const key = feedback ? [...verdictOf].map(([i, f]) => `${i}:${f.verdict}`).join(',') : '';
    if (key === colouredKey.current) return;
    colouredKey.current = key;
    const colours = new Map(
      notation.current.notes.map((note, i) => {
        const verdict = verdictOf.get(i)?.verdict;
        return [note, verdict ? NOTATION_VERDICT_COLOURS[verdict] : null] as const;
      }),
    );
    notation.colour(colours);
  }, [verdictOf, feedback, hasDrawn]);

  useAnimationFrame(() => {
    const cursor = cursorRef.current;
    const frame = frameRef.current;
    if (!cursor || !frame) return;
    const time = player.position();
    const box = cursorAt(secondsToTick(time, metre), drawn.beats);
    if (!box) {
      cursor.hidden = true;
      return;
    }
    cursor.hidden = false;
    cursor.style.transform = `translate(${box.x}px, ${box.y}px)`;
    cursor.style.height = `${box.h}px`;
    cursor.dataset.positionSeconds = time.toFixed(3);
    // The system under the cursor stays in view.
    if (box.y < frame.scrollTop || box.y + box.h > frame.scrollTop + frame.clientHeight) {
      frame.scrollTop = Math.max(0, box.y - 8);
    }
  });

  const onTransposition = (value: Transposition) => {
    setTransposition(value);
    saveTransposition(learner, value);
    notationRef.current?.setWrittenAbove(writtenAbove(value));
  };

  return (
    <div>
      <Group justify="flex-end" mb={4}>
        <NativeSelect
          size="xs"
          label="Written for"
          value={transposition}
          onChange={(event) => onTransposition(event.currentTarget.value as Transposition)}
          data={TRANSPOSITIONS.map(({ value, label }) => ({ value, label }))}
        />
      </Group>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      {!error && !hasDrawn && (
        <Text role="status" size="sm" c="dimmed">
          Drawing the notation…
        </Text>
      )}
      <div
        ref={frameRef}
        className={classes.frame}
        role="group"
        aria-label={`Notation of ${part.name}`}
        // Scrollable: reachable by keyboard even before a take gives it notes to focus.
        tabIndex={0}
        data-notation-ready={hasDrawn ? 'true' : undefined}
      >
        <div className={classes.content}>
          <div ref={sheetRef} className={classes.sheet} aria-hidden />
          {drawn.anchors.map((anchor, index) => {
            const entry = verdictOf.get(index);
            const style = {
              left: anchor.box.x - 3,
              top: anchor.box.y - 3,
              width: anchor.box.w + 6,
              height: anchor.box.h + 6,
            };
            if (!entry) {
              return (
                <span
                  key={index}
                  className={classes.anchor}
                  style={style}
                  data-onset-seconds={anchor.seconds.toFixed(3)}
                  aria-hidden
                />
              );
            }
            return (
              <span
                key={index}
                className={classes.verdict}
                style={{ ...style, borderColor: NOTATION_VERDICT_COLOURS[entry.verdict] }}
                role="img"
                tabIndex={0}
                aria-label={entry.description}
                title={entry.description}
                data-verdict={entry.verdict}
                data-onset-seconds={anchor.seconds.toFixed(3)}
              />
            );
          })}
          <div ref={cursorRef} className={classes.cursor} data-notation-cursor hidden aria-hidden />
        </div>
      </div>
    </div>
  );
}
