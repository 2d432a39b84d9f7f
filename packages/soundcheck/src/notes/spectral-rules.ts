// The note tracker's rules that ask the onset detector's spectra (`NoteSpectra`) about the sounding note
// against the notes before it: where its attack began (decision 028), whether it is two notes heard
// together (decision 029), where a legato note began under the one before (decisions 032, 037, 039, 050)
// and the pitch struck over a ringing note (decision 035).
import type { NoteFrames } from './note-frames.js';
import type { NoteSpectra } from './note-spectra.js';
import { harmonicNumber } from '../music/intervals.js';
import type { RecentNotes } from './recent-notes.js';
import { NOTE_TRACKING } from './note-thresholds.js';

export class SpectralRules {
  private readonly spectra: NoteSpectra;
  private readonly recent: RecentNotes;
  /** Own frames after which a note is judged by legatoStart (NOTE_TRACKING.legatoJudge). */
  private readonly legatoFrames: number;

  constructor(spectra: NoteSpectra, recent: RecentNotes, legatoFrames: number) {
    this.spectra = spectra;
    this.recent = recent;
    this.legatoFrames = legatoFrames;
  }

  /**
   * Where a note heard from `start` at `midi` began, by its partials' rise (a soft attack under the release
   * of the note before), never within the first minSplit of the note before.
   */
  attackStart(start: number, midi: number): number {
    return Math.max(
      this.spectra.attackStart(start, midi, this.recent.midi),
      this.recent.start + NOTE_TRACKING.minSplit,
    );
  }

  /**
   * Whether the sounding note (from `start`, with `frames`) is the note before and the next one (MIDI
   * `next`) heard together: it follows the note before directly, its pitch is a subharmonic of both (a
   * third or higher harmonic of it for one at least: an octave alone is an octave slip, not two notes),
   * and the spectra up to `end` hold no fundamental of its own (decision 029).
   */
  heardTwoNotes(start: number, frames: NoteFrames, end: number, next: number): boolean {
    if (frames.count === 0 || !this.recent.followsDirectly(start)) return false;
    const midi = frames.median();
    const below = harmonicNumber(this.recent.midi - midi);
    const above = harmonicNumber(next - midi);
    if (below === 0 || above === 0 || Math.max(below, above) < 3) return false;
    return this.spectra.fundamentalDeficit(start, end, midi) >= NOTE_TRACKING.mixtureDeficitDb;
  }

  /**
   * A note that directly follows another and reads a pitch of which that note is a harmonic may have been
   * struck while that one still rang, and read at a period common to both: it is heard at the pitch that
   * rose at its start (struck-pitch.ts, decision 035). The semitones from its median to that pitch, or
   * undefined when the rule does not apply.
   */
  struckShift(start: number, frames: NoteFrames): number | undefined {
    if (frames.count === 0 || !this.recent.followsDirectly(start)) return undefined;
    const midi = frames.median();
    if (harmonicNumber(this.recent.midi - midi) === 0) return undefined;
    return this.spectra.struckPitch(start, midi) - midi;
  }

  /**
   * Where the sounding note, placed at `start` (at an attack or not), began by legatoStart: where its
   * partials rose over those of the last note of another pitch. `start` itself when the rule does not
   * apply.
   */
  legatoStart(start: number, atAttack: boolean, frames: NoteFrames): number {
    // A note after a silence or a break began where its attack was heard (attackStart has judged it); one
    // after a note of its own pitch that lasted `piece`, re-articulated or a piece of it, where the onset cut
    // them apart. After a shorter piece near its pitch it is the end of a glide the onsets cut up, whose
    // pieces read ever nearer its pitch (decision 037).
    if (frames.count === 0 || start - this.recent.end > NOTE_TRACKING.crossfadeGap) return start;
    const midi = frames.median();
    const afterPiece = this.recent.isPiece();
    if (Math.abs(midi - this.recent.midi) <= NOTE_TRACKING.pitchTolerance && !afterPiece)
      return start;
    const other = this.recent.lastOtherPitch(midi);
    if (Number.isNaN(other)) return start;
    return this.spectra.legatoStart(start, this.reached(frames, midi, other), other, atAttack);
  }

  /**
   * The pitch that a note shorter than legatoJudge, of median `midi`, had reached when it ended: that of
   * its last tailFrames frames when they read at least glideTail further from `other`, the note before,
   * than its median. Such a note is a piece of a glide, cut off on its way to its pitch, and its partials
   * are found at the pitch it reached (decision 039). A longer note, or one of under twice tailFrames
   * frames, is judged at its median.
   */
  private reached(frames: NoteFrames, midi: number, other: number): number {
    const n = frames.count;
    if (n < 2 * NOTE_TRACKING.tailFrames || n >= this.legatoFrames) return midi;
    const tail = frames.tailMedian();
    return (tail - midi) * Math.sign(midi - other) >= NOTE_TRACKING.glideTail ? tail : midi;
  }
}
