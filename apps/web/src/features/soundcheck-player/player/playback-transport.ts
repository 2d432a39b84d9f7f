// Playback on the audio clock: the playhead, the stems (with the look-ahead metronome) from it, or Perform's
// last take with its backing at the tempo it was recorded at; pausing, stopping, seeking; and the settings
// that change what plays (tempo, volume, Audio choice, metronome, loop, Tempo Ramp, Wait for Me).
// Practice's Listen and Wait for Me open the microphone as playback starts, and stopping closes it
// again; what Wait for Me and the ramp watch while playing is practice-watch.ts's.
import type { RecordedTake } from '../audio/stem-player';
import { TakePlayback } from '../audio/stem-player';
import type { ExerciseAudio } from './exercise-audio';
import type { MicrophoneInput } from './microphone-input';
import type { PitchTrace } from './pitch-trace';
import type { PlayerStore } from './player-store';
import {
  isBusy,
  rampRuns,
  tempoFactorOf,
  TEMPO_MAX,
  TEMPO_MIN,
  waitsForNotes,
  type AudioChoice,
  type BarLoop,
} from './player-state';
import { PracticeWatch } from './practice-watch';
import type { TakeResults } from './take-results';
import { isValidRamp, type TempoRamp } from './tempo-ramp';

/** Playback starts this far ahead, so the stretcher and the clicks are scheduled in time. */
const START_LEAD_SECONDS = 0.15;

export interface PlaybackTransportOptions {
  audio: ExerciseAudio;
  input: MicrophoneInput;
  takes: TakeResults;
  trace: PitchTrace;
  /** The take being played back reached its end. */
  onEnded: () => void;
}

export class PlaybackTransport {
  /** The playhead while stopped, in seconds of the reference timeline. */
  pausedAt = 0;
  private takePlayback: TakePlayback | null = null;
  private readonly store: PlayerStore;
  private readonly options: PlaybackTransportOptions;
  /** Wait for Me's holds and the ramp's passes while the stems play in Practice. */
  readonly watch: PracticeWatch;
  /** The microphone is open for Listen or Wait for Me (closed on stop). */
  private listening = false;

  constructor(store: PlayerStore, options: PlaybackTransportOptions) {
    this.store = store;
    this.options = options;
    this.watch = new PracticeWatch(store, {
      position: () => this.position(),
      loopRange: () => options.audio.loopRange(this.state.loop),
      notes: () => options.audio.notesOf(this.state.partName),
      holdAt: (time) => this.holdAt(time),
      resumeFrom: (time) => this.resumeFrom(time),
      setTempo: (percent) => this.setTempo(percent),
    });
    this.watch.tapPitch(options.input);
  }

  private get state() {
    return this.store.state;
  }

  /** The playhead in seconds of the reference timeline. */
  position(): number {
    const { ctx, stems } = this.options.audio;
    if (this.state.transport === 'stopped' || !ctx) return this.pausedAt;
    if (this.state.playSource === 'take' && this.takePlayback?.isPlaying) {
      return this.takePlayback.position(ctx.currentTime);
    }
    return stems?.isPlaying ? stems.position(ctx.currentTime) : this.pausedAt;
  }

  async play(): Promise<void> {
    if (this.state.phase !== 'ready' || this.state.transport !== 'stopped') return;
    if (!(await this.options.audio.resume())) return;
    const { take, tempoFactor } = this.options.takes;
    if (this.state.mode === 'perform' && this.state.playSource === 'take' && take) {
      this.playTake(take, tempoFactor);
      return;
    }
    await this.playStems();
  }

  /** Restart: back to the start (of the loop), playing on if it was playing; a ramp starts again. */
  async restart(): Promise<void> {
    if (rampRuns(this.state) && !isBusy(this.state)) this.setTempo(this.state.ramp!.from);
    await this.moveTo(() => this.options.audio.loopRange(this.state.loop)?.start ?? 0);
  }

  /** Moves the playhead (timeline click); playing continues from there. */
  async seek(time: number): Promise<void> {
    await this.moveTo(() => Math.max(0, Math.min(time, this.options.audio.duration)));
  }

  private async moveTo(playhead: () => number) {
    if (isBusy(this.state)) return;
    const wasPlaying = this.state.transport === 'playing';
    this.stop();
    this.pausedAt = playhead();
    this.store.set({});
    if (wasPlaying) await this.play();
  }

  /** Plays the stems from the playhead (from the start, or the loop's, once at the end). */
  private async playStems(): Promise<void> {
    const { audio, input, trace } = this.options;
    const ctx = audio.ctx!;
    let from = this.pausedAt;
    const loop = audio.loopRange(this.state.loop);
    if (from >= audio.duration - 0.05) from = loop?.start ?? 0;
    // A ramp starts at its first tempo whenever the loop is played from its start.
    if (rampRuns(this.state) && loop && Math.abs(from - loop.start) < 1e-3) {
      this.setTempo(this.state.ramp!.from);
    }
    let at = ctx.currentTime + START_LEAD_SECONDS;
    if ((this.state.listen || waitsForNotes(this.state)) && this.state.mode === 'practice') {
      const started = await input.start(false);
      if (!started) return;
      this.listening = true;
      at = started;
    }
    trace.reset(from);
    audio.stems!.setAudio(this.state.audio);
    audio.stems!.play({ from, at });
    if (this.state.metronome) this.startClicks(from, at, false);
    this.store.set({ transport: 'playing' });
    if (this.state.mode === 'practice') this.watch.start(from);
  }

  /** Wait for Me holds at a note: the stems and clicks pause there, the transport still plays. */
  private holdAt(time: number): void {
    this.options.audio.clicks?.stop();
    this.options.audio.stems?.pause();
    this.pausedAt = time;
    this.store.set({});
  }

  /** Wait for Me heard the note: play on from its onset. */
  private resumeFrom(time: number): void {
    const { audio } = this.options;
    if (this.state.transport !== 'playing' || !audio.ctx || !audio.stems) return;
    const at = audio.ctx.currentTime + START_LEAD_SECONDS;
    audio.stems.play({ from: time, at });
    if (this.state.metronome) this.startClicks(time, at, false);
  }

  /** Plays a take from its start, with the backing, both at `tempoFactor` (the take's own). */
  private playTake(take: RecordedTake, tempoFactor: number): void {
    const { audio } = this.options;
    const ctx = audio.ctx!;
    this.takePlayback?.dispose();
    this.takePlayback = new TakePlayback(ctx, ctx.destination);
    this.takePlayback.setVolume(this.state.volume);
    const at = ctx.currentTime + START_LEAD_SECONDS;
    audio.stems!.setRate(tempoFactor);
    audio.stems!.setAudio('backing');
    audio.stems!.setLoop(null);
    this.takePlayback.onEnded = () => this.options.onEnded();
    this.takePlayback.play({
      take,
      from: 0,
      at,
      tempoFactor,
      // Heard through the microphone, the take is late by the device latency: line it up.
      latencySeconds: (this.state.feedback?.result.latency_ms ?? 0) / 1000,
    });
    audio.stems!.play({ from: 0, at });
    this.store.set({ transport: 'playing' });
  }

  pause(): void {
    if (this.state.transport !== 'playing') return;
    this.pausedAt = this.position();
    this.stop();
  }

  /**
   * Practice's Wait for Me, on or off, at once while playing (switched on then, the microphone opens:
   * playback starts again from here).
   */
  setWaitMode(on: boolean): void {
    if (isBusy(this.state)) return;
    const opensMicrophone = on && !this.listening && this.state.transport === 'playing';
    this.store.set({ waitMode: on });
    if (opensMicrophone && waitsForNotes(this.state)) {
      this.pausedAt = this.position();
      this.stop();
      void this.play();
      return;
    }
    this.watch.refresh();
  }

  /** Practice's Tempo Ramp (null: off); a valid ramp starts at its first tempo. */
  setRamp(ramp: TempoRamp | null): void {
    if (isBusy(this.state) || (ramp && !isValidRamp(ramp))) return;
    this.store.set({ ramp: ramp ? { ...ramp } : null });
    if (ramp && this.state.loop) this.setTempo(ramp.from);
    this.watch.refresh();
  }

  /** Stops whatever plays; after the take, the stems go back to the chosen tempo and loop. */
  stop(): void {
    const { audio, input } = this.options;
    this.watch.stop();
    audio.clicks?.stop();
    audio.stems?.pause();
    this.takePlayback?.stop();
    if (this.state.transport === 'playing' && this.state.playSource === 'take') {
      audio.stems?.setRate(tempoFactorOf(this.state));
      audio.stems?.setLoop(audio.loopRange(this.state.loop));
      this.pausedAt = 0;
    }
    if (this.listening && this.state.transport === 'playing' && input.recorder?.isActive) {
      void input.recorder.stop().catch(() => undefined);
    }
    if (this.state.transport === 'playing') this.listening = false;
    if (this.state.transport === 'playing') this.store.set({ transport: 'stopped' });
  }

  /** The stems or the take reached their end: back to the start. */
  ended(): void {
    if (this.state.transport !== 'playing') return;
    this.stop();
    this.pausedAt = 0;
    this.store.set({});
  }

  /** Starts the metronome at context time `at` from reference time `from` (only the count-in if asked). */
  startClicks(from: number, at: number, countInOnly: boolean): void {
    const { audio } = this.options;
    const exercise = audio.score!.exercise;
    audio.clicks!.start({
      bpm: exercise.tempo,
      timeSignature: exercise.timeSignature,
      countInBars: exercise.countInBars,
      tempoFactor: tempoFactorOf(this.state),
      fromReferenceTime: from,
      at,
      until: audio.duration,
      countInOnly,
      // A take runs through once; practice follows the loop.
      loop: isBusy(this.state) ? null : audio.loopRange(this.state.loop),
    });
  }

  setTempo(percent: number): void {
    const tempo = Math.round(Math.min(TEMPO_MAX, Math.max(TEMPO_MIN, percent)));
    if (tempo === this.state.tempo || isBusy(this.state)) return;
    // The take plays at the tempo it was recorded at.
    if (this.state.transport === 'playing' && this.state.playSource === 'take') return;
    this.store.set({ tempo });
    this.options.audio.stems?.setRate(tempo / 100);
    this.options.audio.clicks?.setTempoFactor(tempo / 100);
  }

  setVolume(volume: number): void {
    const value = Math.round(Math.min(100, Math.max(0, volume)));
    this.store.set({ volume: value });
    this.options.audio.stems?.setVolume(value);
    this.takePlayback?.setVolume(value);
  }

  setAudio(audio: AudioChoice): void {
    this.store.set({ audio });
    if (this.state.transport !== 'recording') this.options.audio.stems?.setAudio(audio);
  }

  setMetronome(on: boolean): void {
    if (isBusy(this.state)) return;
    this.store.set({ metronome: on });
    // Held by Wait for Me, the clicks start again with the stems.
    if (this.state.transport !== 'playing' || this.watch.isHolding) return;
    if (on) this.startClicks(this.position(), this.options.audio.ctx!.currentTime, false);
    else this.options.audio.clicks?.stop();
  }

  setLoop(loop: BarLoop | null): void {
    const { audio } = this.options;
    if (isBusy(this.state) || !audio.score) return;
    this.store.set({ loop });
    const range = audio.loopRange(loop);
    audio.stems?.setLoop(range);
    audio.clicks?.setLoop(range);
    if (range && (this.pausedAt < range.start || this.pausedAt >= range.end)) {
      this.pausedAt = range.start;
    }
  }

  /** Forgets the take's playback (a new take, another part or mode). */
  dropTake(): void {
    this.takePlayback?.dispose();
    this.takePlayback = null;
  }
}
