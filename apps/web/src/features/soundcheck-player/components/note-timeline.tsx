// The scrolling note timeline: the part's reference notes as a piano roll under a bar ruler, the
// playhead, the live pitch trace, the loop (dragged on the ruler) and, after a take, every note in
// the colour of its verdict with what was played on hover and focus (See Feedback). Its height is the
// stylesheet's (shorter on a phone held sideways), measured here for the drawing.
import { useRef, useState, type PointerEvent } from 'react';
import { useElementSize } from '@mantine/hooks';
import type { ReferenceNote } from '@bandbook/soundcheck';
import { bookBarNumber } from '../audio/loop';
import type { NoteFeedback } from '../audio/take-analysis';
import { useAnimationFrame } from '../hooks/use-animation-frame';
import {
  barAtX,
  midiToY,
  noteBox,
  pitchRange,
  timeToX,
  windowAt,
  xToTime,
  type TimelineWindow,
} from '../lib/timeline-geometry';
import { verdictStyle } from '../lib/verdicts';
import type { BarLoop } from '../player/player-state';
import type { SoundCheckPlayer } from '../player/soundcheck-player';
import classes from './note-timeline.module.css';

/** Until the frame is measured; note-timeline.module.css sets the height. */
const DEFAULT_HEIGHT = 220;
const RULER = 24;
/** Room the ruler's "Count-in" needs (px). */
const COUNT_IN_WIDTH = 60;

interface NoteTimelineProps {
  player: SoundCheckPlayer;
  notes: readonly ReferenceNote[];
  barSeconds: number;
  /** Bars of count-in: the ruler numbers the book's bars from the first one after them. */
  countInBars: number;
  duration: number;
  feedback: readonly NoteFeedback[] | null;
  loop: BarLoop | null;
  /** Loop and seeking are off while recording. */
  disabled: boolean;
  onLoopChange: (loop: BarLoop | null) => void;
  onSeek: (time: number) => void;
}

export function NoteTimeline(props: NoteTimelineProps) {
  const { player, notes, barSeconds, duration, feedback, loop, disabled } = props;
  const { ref: frameRef, width, height: measured } = useElementSize();
  const height = measured || DEFAULT_HEIGHT;
  const [view, setView] = useState<TimelineWindow>(() => windowAt(0, duration, barSeconds));
  const playheadRef = useRef<SVGLineElement>(null);
  const traceRef = useRef<SVGPathElement>(null);
  const traceVersion = useRef(-1);
  const drag = useRef<number | null>(null);
  const [dragBars, setDragBars] = useState<BarLoop | null>(null);
  const range = pitchRange(notes);
  const rollHeight = height - RULER;

  useAnimationFrame(() => {
    if (width === 0) return;
    const time = player.position();
    const next = windowAt(time, duration, barSeconds);
    if (next.start !== view.start || next.end !== view.end) {
      setView(next);
      traceVersion.current = -1;
      return;
    }
    const x = timeToX(time, view, width);
    playheadRef.current?.setAttribute('x1', String(x));
    playheadRef.current?.setAttribute('x2', String(x));
    if (traceVersion.current !== player.trace.version && traceRef.current) {
      traceVersion.current = player.trace.version;
      traceRef.current.setAttribute('d', tracePath(player, view, range, width, rollHeight));
    }
  });

  const shownLoop = dragBars ?? loop;
  const barX = (bar: number) => timeToX(bar * barSeconds, view, width);

  const onRulerDown = (event: PointerEvent<SVGRectElement>) => {
    if (disabled) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    const bar = barAtX(localX(event), view, width);
    drag.current = bar;
    setDragBars({ startBar: bar, endBar: bar + 1 });
  };
  const onRulerMove = (event: PointerEvent<SVGRectElement>) => {
    if (drag.current === null) return;
    const bar = barAtX(localX(event), view, width);
    const from = Math.min(drag.current, bar);
    setDragBars({ startBar: from, endBar: Math.max(drag.current, bar) + 1 });
  };
  const onRulerUp = () => {
    if (drag.current === null) return;
    drag.current = null;
    if (dragBars) props.onLoopChange(dragBars);
    setDragBars(null);
  };
  const onRollClick = (event: PointerEvent<SVGRectElement>) => {
    if (!disabled) props.onSeek(Math.max(0, xToTime(localX(event), view, width)));
  };

  return (
    <div ref={frameRef} className={classes.frame}>
      <svg
        className={classes.svg}
        width="100%"
        height={height}
        role="group"
        aria-label={timelineLabel(view.firstBar, view.firstBar + view.bars - 1, props.countInBars)}
      >
        {width > 0 && (
          <>
            {shownLoop && (
              <rect
                x={barX(shownLoop.startBar)}
                y={0}
                width={Math.max(0, barX(shownLoop.endBar) - barX(shownLoop.startBar))}
                height={height}
                fill="var(--mantine-color-blue-1)"
                aria-hidden
              />
            )}
            {Array.from({ length: view.bars }, (_, i) => {
              const bar = view.firstBar + i;
              const x = barX(bar);
              const number = bookBarNumber(bar, props.countInBars);
              // On a phone a bar can be narrower than the word, which would run into bar 1.
              const countIn = bar === 0 && barX(bar + 1) - x >= COUNT_IN_WIDTH ? 'Count-in' : '';
              return (
                <g key={bar} aria-hidden>
                  <line x1={x} x2={x} y1={0} y2={height} stroke="var(--mantine-color-gray-4)" />
                  <text x={x + 4} y={16} fontSize={12} fill="var(--mantine-color-gray-7)">
                    {number > 0 ? number : countIn}
                  </text>
                </g>
              );
            })}
            <rect
              className={classes.ruler}
              x={0}
              y={0}
              width={width}
              height={RULER}
              fill="transparent"
              onPointerDown={onRulerDown}
              onPointerMove={onRulerMove}
              onPointerUp={onRulerUp}
              onPointerCancel={onRulerUp}
              aria-hidden
            />
            <g transform={`translate(0 ${RULER})`}>
              <rect
                x={0}
                y={0}
                width={width}
                height={rollHeight}
                fill="transparent"
                onPointerDown={onRollClick}
                aria-hidden
              />
              {feedback
                ? feedback.map((entry, index) => {
                    if (entry.time + entry.duration < view.start || entry.time > view.end) {
                      return null;
                    }
                    const box = noteBox(entry, view, range, width, rollHeight);
                    const style = verdictStyle(entry.verdict);
                    const missed = entry.verdict === 'missed';
                    return (
                      <g key={index}>
                        <rect
                          {...box}
                          rx={2}
                          className={classes.note}
                          fill={missed ? 'transparent' : style.color}
                          stroke={style.color}
                          strokeWidth={missed ? 2 : 0}
                          strokeDasharray={missed ? '3 2' : undefined}
                          tabIndex={0}
                          role="img"
                          aria-label={entry.description}
                          data-verdict={entry.verdict}
                        >
                          <title>{entry.description}</title>
                        </rect>
                        {entry.playedMidi !== null && entry.verdict !== 'hit' && (
                          <PlayedMark
                            time={entry.time}
                            midi={entry.playedMidi}
                            view={view}
                            range={range}
                            width={width}
                            height={rollHeight}
                          />
                        )}
                      </g>
                    );
                  })
                : notes.map((note, index) => {
                    if (note.time + note.duration < view.start || note.time > view.end) {
                      return null;
                    }
                    const box = noteBox(note, view, range, width, rollHeight);
                    return (
                      <rect
                        key={index}
                        {...box}
                        rx={2}
                        fill="var(--mantine-color-dark-3)"
                        aria-hidden
                      />
                    );
                  })}
              <path
                ref={traceRef}
                fill="none"
                stroke="var(--mantine-color-red-6)"
                strokeWidth={2}
                aria-hidden
              />
            </g>
            <line
              ref={playheadRef}
              x1={0}
              x2={0}
              y1={0}
              y2={height}
              stroke="var(--mantine-color-blue-7)"
              strokeWidth={2}
              aria-hidden
            />
          </>
        )}
      </svg>
    </div>
  );
}

/** A small tick at the pitch that was played instead (sharp, flat or wrong notes). */
function PlayedMark(props: {
  time: number;
  midi: number;
  view: TimelineWindow;
  range: { low: number; high: number };
  width: number;
  height: number;
}) {
  const x = timeToX(props.time, props.view, props.width);
  const y = midiToY(props.midi, props.range, props.height);
  if (x < 0 || x > props.width || y < 0 || y > props.height) return null;
  return <circle cx={x + 3} cy={y} r={3} fill="var(--mantine-color-dark-7)" aria-hidden />;
}

function localX(event: PointerEvent<SVGElement>) {
  const svg = event.currentTarget.ownerSVGElement ?? event.currentTarget;
  return event.clientX - svg.getBoundingClientRect().left;
}

function tracePath(
  player: SoundCheckPlayer,
  view: TimelineWindow,
  range: { low: number; high: number },
  width: number,
  height: number,
) {
  let d = '';
  let pen = false;
  for (const point of player.trace.all) {
    if (point.time < view.start || point.time > view.end || point.midi === null) {
      pen = false;
      continue;
    }
    const x = timeToX(point.time, view, width).toFixed(1);
    const y = midiToY(point.midi, range, height).toFixed(1);
    d += `${pen ? 'L' : 'M'}${x} ${y}`;
    pen = true;
  }
  return d;
}

/** The timeline's name: the book's bars it shows, the count-in named as such. */
function timelineLabel(firstBar: number, lastBar: number, countInBars: number): string {
  const first = bookBarNumber(firstBar, countInBars);
  const last = bookBarNumber(lastBar, countInBars);
  if (last < 1) return 'Notes of the count-in';
  const bars = first === last ? `bar ${last}` : `bars ${Math.max(1, first)} to ${last}`;
  return first < 1 ? `Notes of the count-in and ${bars}` : `Notes of ${bars}`;
}
