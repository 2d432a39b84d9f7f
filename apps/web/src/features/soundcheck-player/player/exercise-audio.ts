// The exercise and the audio graph it plays through: the AudioContext (watched for the browser's autoplay
// hold), the reference score, the stems player and the metronome, and one part's stems at a time, loaded
// with progress. A load overtaken by a newer one or by dispose changes nothing.
import type { ExercisePart } from '@bandbook/soundcheck';
import { ClickScheduler, createAudioClickSink } from '../audio/click-scheduler';
import { loadExerciseScore, loadPartStems, type ExerciseScore } from '../audio/exercise-media';
import { loopForBars, type LoopRange } from '../audio/loop';
import { StemPlayer } from '../audio/stem-player';
import { errorText } from './error-text';
import type { PlayerStore } from './player-store';
import { tempoFactorOf, type BarLoop } from './player-state';

export const LOAD_ERROR_MESSAGE = 'This exercise could not be loaded.';

export interface ExerciseAudioOptions {
  exerciseUrl: string;
  createContext?: () => AudioContext;
  /** The stems reached their end. */
  onEnded: () => void;
}

export class ExerciseAudio {
  ctx: AudioContext | null = null;
  score: ExerciseScore | null = null;
  stems: StemPlayer | null = null;
  clicks: ClickScheduler | null = null;
  private loadToken = 0;
  private readonly store: PlayerStore;
  private readonly options: ExerciseAudioOptions;

  constructor(store: PlayerStore, options: ExerciseAudioOptions) {
    this.store = store;
    this.options = options;
  }

  /** The exercise's length: of its stems or of its reference, whichever is longer. */
  get duration(): number {
    return Math.max(this.stems?.duration ?? 0, this.score?.durationSeconds ?? 0);
  }

  /** Reference notes of the part named `partName`. */
  notesOf(partName: string | null) {
    return this.score?.parts.find((entry) => entry.part.name === partName)?.notes ?? [];
  }

  /** The stretch of the reference timeline a bar loop covers, or null for none. */
  loopRange(loop: BarLoop | null): LoopRange | null {
    if (!loop || !this.score) return null;
    return loopForBars(loop.startBar, loop.endBar, this.score.exercise, this.duration);
  }

  /** Creates the audio graph and loads the exercise with its first recordable part's stems. */
  async load(): Promise<void> {
    const token = ++this.loadToken;
    try {
      const ctx = (this.options.createContext ?? (() => new AudioContext()))();
      this.ctx = ctx;
      this.watchContext(ctx);
      const score = await loadExerciseScore(this.options.exerciseUrl);
      if (token !== this.loadToken || this.store.isClosed) return;
      this.score = score;
      const parts = score.exercise.parts;
      const first: ExercisePart = parts.find((part) => part.can_record) ?? parts[0]!;
      this.store.set({ phase: 'partial', parts, partName: first.name });
      this.stems = await StemPlayer.create(ctx, ctx.destination);
      this.stems.onEnded = () => this.options.onEnded();
      this.clicks = new ClickScheduler({
        clock: () => ctx.currentTime,
        sink: createAudioClickSink(ctx, ctx.destination),
      });
      await this.loadStems(first.name, token);
    } catch (error) {
      if (token !== this.loadToken || this.store.isClosed) return;
      console.error(error);
      this.store.set({ phase: 'error', loadError: errorText(error, LOAD_ERROR_MESSAGE) });
    }
  }

  /** Loads another part's stems in place of the current one's. */
  async loadPart(name: string): Promise<void> {
    const token = ++this.loadToken;
    try {
      await this.loadStems(name, token);
    } catch (error) {
      if (token === this.loadToken) {
        this.store.set({ phase: 'error', loadError: errorText(error, LOAD_ERROR_MESSAGE) });
      }
    }
  }

  private async loadStems(partName: string, token: number) {
    const ctx = this.ctx!;
    this.store.set({ phase: 'partial', loadProgress: 0 });
    const stems = await loadPartStems(
      this.score!,
      partName,
      (bytes) => ctx.decodeAudioData(bytes),
      {
        onProgress: ({ loadedBytes, totalBytes }) => {
          if (totalBytes > 0)
            this.store.set({ loadProgress: Math.min(1, loadedBytes / totalBytes) });
        },
      },
    );
    if (token !== this.loadToken || this.store.isClosed) return;
    this.stems!.load(stems);
    this.stems!.setAudio(this.store.state.audio);
    this.stems!.setVolume(this.store.state.volume);
    this.stems!.setRate(tempoFactorOf(this.store.state));
    this.store.set({ phase: 'ready', loadProgress: 1 });
  }

  private watchContext(ctx: AudioContext) {
    const update = () => this.store.set({ audioSuspended: ctx.state === 'suspended' });
    ctx.addEventListener('statechange', update);
    update();
  }

  /** Resumes audio the browser held back (autoplay policy); call from a click or key press. */
  async resume(): Promise<boolean> {
    if (!this.ctx) return false;
    if (this.ctx.state !== 'running') {
      try {
        await this.ctx.resume();
      } catch {
        // Reported through audioSuspended below.
      }
    }
    const running = this.ctx.state === 'running';
    this.store.set({ audioSuspended: !running });
    return running;
  }

  /** Drops any load under way. */
  cancelLoads(): void {
    this.loadToken++;
  }

  /** Closes the audio context. */
  close(): void {
    void this.ctx?.close().catch(() => undefined);
  }
}
