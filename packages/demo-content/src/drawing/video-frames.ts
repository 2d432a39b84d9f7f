// Paints the frames of a play-along video: the exercise's notation one system at a time, a playhead
// that moves with the music, a count-in overlay and a ball bouncing over the beat numbers. The
// systems are engraved once into their own canvases; each frame only composites and overlays.

import { createCanvas, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import type { BookSpec } from '../catalogue/book-spec.js';
import { GENRE_COLOURS } from '../catalogue/reference-lists.js';
import { INSTRUMENT_PROFILES } from '../music/instrument-profiles.js';
import { beatsPerBar, learnerPart, secondsPerBeat, type Exercise } from '../music/note-data.js';
import { notateBars } from '../notation/bar-events.js';
import { engraveSystem } from '../notation/engrave-system.js';
import {
  beatX,
  layoutScore,
  type ScoreLayout,
  type SystemLayout,
} from '../notation/score-layout.js';
import { canvasSurface } from './canvas-surface.js';
import { canvasFont, registerFonts } from './fonts.js';

export const VIDEO_WIDTH = 640;
export const VIDEO_HEIGHT = 360;
const HEADER = 58;
const FOOTER_TOP = 306;
const SCORE_X = 20;
const SCORE_WIDTH = VIDEO_WIDTH - 2 * SCORE_X;

export class VideoFramePainter {
  private readonly canvas = createCanvas(VIDEO_WIDTH, VIDEO_HEIGHT);
  private readonly g: SKRSContext2D = this.canvas.getContext('2d');
  private readonly layout: ScoreLayout;
  /** Per system: header, engraved score and footer background, composited once. */
  private readonly backgrounds: Canvas[];
  private readonly palette: { dark: string; light: string; accent: string };

  constructor(
    private readonly book: BookSpec,
    private readonly exercise: Exercise,
  ) {
    registerFonts();
    const part = learnerPart(exercise);
    const profile = INSTRUMENT_PROFILES[part.instrument];
    const bars = notateBars(exercise, part);
    // The largest staff whose tallest system fits between the header and the beat counter.
    let layout = layoutScore(bars, profile, SCORE_WIDTH, 9);
    for (let space = 9; space > 4; space -= 0.5) {
      layout = layoutScore(bars, profile, SCORE_WIDTH, space);
      if (Math.max(...layout.systems.map((s) => s.height)) <= FOOTER_TOP - HEADER - 8) break;
    }
    this.layout = layout;
    this.palette = GENRE_COLOURS[book.genreIds[0] ?? 'rock'] ?? {
      dark: '#222222',
      light: '#555555',
      accent: '#dddddd',
    };
    this.backgrounds = layout.systems.map((system) => {
      const canvas = createCanvas(VIDEO_WIDTH, VIDEO_HEIGHT);
      const g = canvas.getContext('2d');
      g.fillStyle = '#ffffff';
      g.fillRect(0, 0, VIDEO_WIDTH, VIDEO_HEIGHT);
      const context = {
        surface: canvasSurface(g),
        exercise,
        profile,
        space: layout.space,
        colour: '#111111',
        paper: '#ffffff',
      };
      engraveSystem(context, system, SCORE_X, this.scoreTop(system));
      this.paintHeader(g);
      g.fillStyle = '#f3f3f3';
      g.fillRect(0, FOOTER_TOP, VIDEO_WIDTH, VIDEO_HEIGHT - FOOTER_TOP);
      return canvas;
    });
  }

  /** Draws the frame at `seconds` from the start of the audio and returns it as RGBA pixels. */
  paint(seconds: number): Uint8ClampedArray {
    const { g, exercise } = this;
    const perBar = beatsPerBar(exercise);
    const elapsedBeats = seconds / secondsPerBeat(exercise);
    const countInBeats = exercise.countInBars * perBar;
    const beat = elapsedBeats - countInBeats;
    const lastBeat = exercise.bars * perBar - 1e-6;
    const bar = Math.floor(Math.min(Math.max(beat, 0), lastBeat) / perBar);
    const systemIndex = Math.max(
      0,
      this.layout.systems.findIndex((s) => s.bars.some((b) => b.index === bar)),
    );
    const system = this.layout.systems[systemIndex];
    const background = this.backgrounds[systemIndex];
    if (background) g.drawImage(background, 0, 0);
    if (system && beat >= 0 && beat <= lastBeat) {
      const scoreTop = this.scoreTop(system);
      const x = SCORE_X + (beatX(system, exercise, beat, this.layout.space) ?? 0);
      g.fillStyle = 'rgba(255, 196, 0, 0.22)';
      g.fillRect(x - 10, scoreTop + system.staffTop - 30, 20, system.height - system.staffTop + 20);
      g.fillStyle = '#d93025';
      g.fillRect(x - 1.5, scoreTop + system.staffTop - 30, 3, system.height - system.staffTop + 20);
    }
    this.paintBeatCounter(elapsedBeats, perBar, bar, beat < 0);
    if (beat < 0) {
      g.fillStyle = 'rgba(255,255,255,0.75)';
      g.fillRect(0, HEADER, VIDEO_WIDTH, FOOTER_TOP - HEADER);
      g.fillStyle = this.palette.dark;
      g.textAlign = 'center';
      g.font = canvasFont(110, true);
      g.fillText(String(Math.floor(elapsedBeats % perBar) + 1), VIDEO_WIDTH / 2, 230);
      g.font = canvasFont(18, true);
      g.fillText('Count-in', VIDEO_WIDTH / 2, 110);
    }
    return g.getImageData(0, 0, VIDEO_WIDTH, VIDEO_HEIGHT).data;
  }

  async encodePng(): Promise<Uint8Array> {
    return new Uint8Array(await this.canvas.encode('png'));
  }

  /** Top of the system's block: centred between the header and the beat counter. */
  private scoreTop(system: SystemLayout): number {
    return HEADER + Math.max(4, (FOOTER_TOP - HEADER - system.height) / 2);
  }

  private paintHeader(g: SKRSContext2D): void {
    const { palette } = this;
    g.fillStyle = palette.dark;
    g.fillRect(0, 0, VIDEO_WIDTH, HEADER);
    g.textAlign = 'left';
    g.fillStyle = palette.accent;
    g.font = canvasFont(12, true);
    g.fillText(`${this.book.title.toUpperCase()}  ·  ${this.exercise.tempo} BPM`, 20, 22);
    g.fillStyle = '#ffffff';
    g.font = canvasFont(22, true);
    g.fillText(this.exercise.title, 20, 47);
  }

  private paintBeatCounter(
    elapsedBeats: number,
    perBar: number,
    bar: number,
    isCountIn: boolean,
  ): void {
    const { g, palette } = this;
    const spacing = 44;
    const current = Math.floor(elapsedBeats) % perBar;
    for (let i = 0; i < perBar; i += 1) {
      const x = 40 + i * spacing;
      g.beginPath();
      g.arc(x, 340, 14, 0, Math.PI * 2);
      g.fillStyle = i === current ? palette.light : '#d0d0d0';
      g.fill();
      g.fillStyle = '#ffffff';
      g.textAlign = 'center';
      g.font = canvasFont(15, true);
      g.fillText(String(i + 1), x, 345);
    }
    // The ball lands on each beat and arcs to the next one.
    const fraction = elapsedBeats - Math.floor(elapsedBeats);
    const from = 40 + current * spacing;
    const to = current + 1 < perBar ? from + spacing : 40;
    const ballX = current + 1 < perBar ? from + (to - from) * fraction : from;
    g.beginPath();
    g.arc(ballX, 320 - Math.sin(Math.PI * fraction) * 12, 5, 0, Math.PI * 2);
    g.fillStyle = '#d93025';
    g.fill();
    g.textAlign = 'right';
    g.fillStyle = '#333333';
    g.font = canvasFont(14, true);
    const label = isCountIn ? 'Count-in' : `Bar ${bar + 1} of ${this.exercise.bars}`;
    g.fillText(label, VIDEO_WIDTH - 20, 345);
  }
}
