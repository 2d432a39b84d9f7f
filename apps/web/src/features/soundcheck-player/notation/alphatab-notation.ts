// The notation drawn by alphaTab (MPL-2.0, decision 066), loaded with its own chunk when the view
// first shows: one part's MusicXML rendered as standard notation (and tablature when the part has
// strings), no player, synthesiser or worker of alphaTab's (our clock drives the cursor), the
// Bravura font served from our own build. After each render it hands over the drawn beats and note
// heads (notation-geometry.ts) for the cursor and the verdicts.
import { AlphaTabApi, LayoutMode, PlayerMode, StaveProfile, model } from '@coderline/alphatab';
import bravuraWoff2 from '@coderline/alphatab/font/Bravura.woff2?url';
import bravuraWoff from '@coderline/alphatab/font/Bravura.woff?url';
import type { Metre } from '@bandbook/soundcheck';
import { tickToSeconds, type BeatBox, type NoteAnchor } from './notation-geometry';

export interface DrawnNotation {
  beats: BeatBox[];
  anchors: NoteAnchor[];
  /** The alphaTab notes behind the anchors, in the same order. */
  notes: model.Note[];
}

export interface NotationOptions {
  metre: Metre;
  /** Semitones the written notes stand above the sound (a B♭ instrument: 2). */
  writtenAbove: number;
  onRendered: (drawn: DrawnNotation) => void;
  onError: (error: Error) => void;
}

export class AlphaTabNotation {
  private readonly api: AlphaTabApi;
  private drawn: DrawnNotation = { beats: [], anchors: [], notes: [] };

  constructor(
    element: HTMLElement,
    private readonly options: NotationOptions,
  ) {
    this.api = new AlphaTabApi(element, {
      core: {
        useWorkers: false,
        enableLazyLoading: false,
        // Note heads' bounds: where the verdicts and the anchors go.
        includeNoteBounds: true,
        smuflFontSources: new Map([
          ['woff2', bravuraWoff2],
          ['woff', bravuraWoff],
        ]),
      },
      display: { layoutMode: LayoutMode.Page, staveProfile: StaveProfile.Default, scale: 0.9 },
      // Our playback clock moves the cursor (notation-view.tsx): alphaTab plays nothing.
      player: { playerMode: PlayerMode.Disabled, enableCursor: false },
    });
    this.api.scoreLoaded.on((score) => this.prepare(score));
    this.api.postRenderFinished.on(() => this.collect());
    this.api.error.on((error) => options.onError(error));
  }

  load(xml: string) {
    this.api.load(new TextEncoder().encode(xml), [0]);
  }

  /** Colours a note head (and its fret number) or takes the colour off (null); then draws again. */
  colour(colours: Map<model.Note, string | null>) {
    for (const [note, colour] of colours) {
      if (colour === null) {
        note.style = undefined;
        continue;
      }
      const style = new model.NoteStyle();
      const color = model.Color.fromJson(colour);
      style.colors.set(model.NoteSubElement.StandardNotationNoteHead, color);
      style.colors.set(model.NoteSubElement.GuitarTabFretNumber, color);
      style.colors.set(model.NoteSubElement.StandardNotationAccidentals, color);
      note.style = style;
    }
    this.api.render();
  }

  setWrittenAbove(semitones: number) {
    this.options.writtenAbove = semitones;
    const score = this.api.score;
    if (!score) return;
    this.transpose(score);
    this.api.render();
  }

  get current(): DrawnNotation {
    return this.drawn;
  }

  destroy() {
    this.api.destroy();
  }

  private transpose(score: model.Score) {
    for (const staff of score.tracks[0]?.staves ?? []) {
      // alphaTab draws noteValue - displayTranspositionPitch.
      staff.displayTranspositionPitch = -this.options.writtenAbove;
    }
  }

  private prepare(score: model.Score) {
    for (const staff of score.tracks[0]?.staves ?? []) {
      // A staff with strings shows its tablature under the notation, not instead of it.
      if (staff.tuning.length > 0) {
        staff.showStandardNotation = true;
        staff.showTablature = true;
      }
    }
    this.transpose(score);
  }

  private collect() {
    const lookup = this.api.boundsLookup;
    const score = this.api.score;
    if (!lookup || !score) return;
    const beats: BeatBox[] = [];
    const anchors: NoteAnchor[] = [];
    const notes: model.Note[] = [];
    for (const system of lookup.staffSystems) {
      for (const masterBar of system.bars) {
        const barEnd = masterBar.visualBounds.x + masterBar.visualBounds.w;
        const inBar: BeatBox[] = [];
        // Beats of the first staff (notation, not the tablature under it).
        for (const bar of masterBar.bars.slice(0, 1)) {
          for (const beatBounds of bar.beats) {
            const beat = beatBounds.beat;
            const startTick = beat.absolutePlaybackStart;
            inBar.push({
              startTick,
              endTick: startTick + beat.playbackDuration,
              x: beatBounds.onNotesX,
              y: system.visualBounds.y,
              h: system.visualBounds.h,
              endX: barEnd,
            });
            for (const noteBounds of beatBounds.notes ?? []) {
              const note = noteBounds.note;
              if (note.isTieDestination) continue;
              const head = noteBounds.noteHeadBounds;
              anchors.push({
                box: { x: head.x, y: head.y, w: head.w, h: head.h },
                seconds: tickToSeconds(startTick, this.options.metre),
                midi: note.realValue,
              });
              notes.push(note);
            }
          }
        }
        beats.push(...inBar);
      }
    }
    beats.sort((a, b) => a.startTick - b.startTick);
    // The cursor moves from a beat to the next one, over the bar line, in a system; from the last
    // beat of a system to the end of its last bar.
    beats.forEach((box, i) => {
      const next = beats[i + 1];
      if (next && next.y === box.y && next.x > box.x) box.endX = next.x;
    });
    this.drawn = { beats, anchors, notes };
    this.options.onRendered(this.drawn);
  }
}
