// The SoundCheck player in plain TypeScript: it loads an exercise, plays its stems through the
// time-stretcher with the look-ahead metronome, records takes through the input worklet, scores
// them with the engine and saves the result. React reads its snapshot (player-state.ts) and calls
// its methods; it knows nothing of React.
import { getErrorMessage } from '../../../lib/api-error';
import type { ExercisePart } from '@bandbook/soundcheck';
import { ClickScheduler, createAudioClickSink } from '../audio/click-scheduler';
import { loadExerciseScore, loadPartStems, type ExerciseScore } from '../audio/exercise-media';
import { LevelMeter } from '../audio/level-meter';
import { barSeconds, loopForBars } from '../audio/loop';
import { MicrophoneError, MICROPHONE_MESSAGES, PROCESSING_WARNING } from '../audio/microphone';
import { Recorder, type Take } from '../audio/recorder';
import { StemPlayer, TakePlayback } from '../audio/stem-player';
import { analyseTakeResult } from '../audio/take-analysis';
import { deviceKey, loadCalibration, outputDeviceId } from '../audio/latency-store';
import {
  initialPlayerState,
  isBusy,
  TEMPO_MAX,
  TEMPO_MIN,
  type AudioChoice,
  type BarLoop,
  type PlayerMode,
  type PlayerState,
  type PlaySource,
  type RecordWith,
} from './player-state';
import type { PlayerSession } from './player-session';
import { PitchTrace } from './pitch-trace';

type Listener = () => void;

/** Seconds recorded after the stems end, so a late last note (device latency) is in the take. */
const TAKE_TAIL_SECONDS = 0.6;
/** Playback starts this far ahead, so the stretcher and the clicks are scheduled in time. */
const START_LEAD_SECONDS = 0.15;

export const AUDIO_SUSPENDED_MESSAGE =
  'Your browser paused the sound until you press a button. Press Start audio to continue.';
export const LOAD_ERROR_MESSAGE = 'This exercise could not be loaded.';

export interface PlayerDependencies {
  createContext?: () => AudioContext;
  inputWorkletUrl: string;
}

export class SoundCheckPlayer {
  private state: PlayerState;
  private readonly listeners = new Set<Listener>();
  private ctx: AudioContext | null = null;
  private score: ExerciseScore | null = null;
  private stems: StemPlayer | null = null;
  private takePlayback: TakePlayback | null = null;
  private clicks: ClickScheduler | null = null;
  private recorder: Recorder | null = null;
  private take: Take | null = null;
  private takeTempoFactor = 1;
  private stopTimer: ReturnType<typeof setTimeout> | null = null;
  private pausedAt = 0;
  private disposed = false;
  private loadToken = 0;
  readonly meter = new LevelMeter();
  readonly trace = new PitchTrace();

  constructor(
    readonly session: PlayerSession,
    private readonly deps: PlayerDependencies,
  ) {
    this.state = { ...initialPlayerState, bestStars: session.bestStars };
  }

  getState = (): PlayerState => this.state;

  get isDisposed() {
    return this.disposed;
  }

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  private set(patch: Partial<PlayerState>) {
    if (this.disposed) return;
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }

  /** The exercise's reference data once loaded (parts, notes, metre). */
  get exercise(): ExerciseScore | null {
    return this.score;
  }

  get part(): ExercisePart | null {
    return this.state.parts.find((part) => part.name === this.state.partName) ?? null;
  }

  /** Reference notes of the current part. */
  get notes() {
    return this.score?.parts.find((entry) => entry.part.name === this.state.partName)?.notes ?? [];
  }

  get duration(): number {
    return Math.max(this.stems?.duration ?? 0, this.score?.durationSeconds ?? 0);
  }

  /** The playhead in seconds of the reference timeline. */
  position(): number {
    if (this.state.transport === 'stopped' || !this.ctx) return this.pausedAt;
    if (this.state.playSource === 'take' && this.takePlayback?.isPlaying) {
      return this.takePlayback.position(this.ctx.currentTime);
    }
    return this.stems?.isPlaying ? this.stems.position(this.ctx.currentTime) : this.pausedAt;
  }

  private get tempoFactor() {
    return this.state.tempo / 100;
  }

  // ----- loading -----

  async load(): Promise<void> {
    const token = ++this.loadToken;
    try {
      const ctx = (this.deps.createContext ?? (() => new AudioContext()))();
      this.ctx = ctx;
      this.watchContext(ctx);
      const score = await loadExerciseScore(this.session.exerciseUrl);
      if (token !== this.loadToken || this.disposed) return;
      this.score = score;
      const parts = score.exercise.parts;
      const first = parts.find((part) => part.can_record) ?? parts[0]!;
      this.set({ phase: 'partial', parts, partName: first.name });
      this.stems = await StemPlayer.create(ctx, ctx.destination);
      this.stems.onEnded = () => this.handleEnded();
      this.clicks = new ClickScheduler({
        clock: () => ctx.currentTime,
        sink: createAudioClickSink(ctx, ctx.destination),
      });
      await this.loadStems(first.name, token);
    } catch (error) {
      if (token !== this.loadToken || this.disposed) return;
      console.error(error);
      this.set({ phase: 'error', loadError: errorText(error, LOAD_ERROR_MESSAGE) });
    }
  }

  private async loadStems(partName: string, token: number) {
    const ctx = this.ctx!;
    this.set({ phase: 'partial', loadProgress: 0 });
    const stems = await loadPartStems(
      this.score!,
      partName,
      (bytes) => ctx.decodeAudioData(bytes),
      {
        onProgress: ({ loadedBytes, totalBytes }) => {
          if (totalBytes > 0) this.set({ loadProgress: Math.min(1, loadedBytes / totalBytes) });
        },
      },
    );
    if (token !== this.loadToken || this.disposed) return;
    this.stems!.load(stems);
    this.stems!.setAudio(this.state.audio);
    this.stems!.setVolume(this.state.volume);
    this.stems!.setRate(this.tempoFactor);
    this.set({ phase: 'ready', loadProgress: 1 });
  }

  private watchContext(ctx: AudioContext) {
    const update = () => this.set({ audioSuspended: ctx.state === 'suspended' });
    ctx.addEventListener('statechange', update);
    update();
  }

  /** Resumes audio the browser held back (autoplay policy); call from a click or key press. */
  async resumeAudio(): Promise<boolean> {
    if (!this.ctx) return false;
    if (this.ctx.state !== 'running') {
      try {
        await this.ctx.resume();
      } catch {
        // Reported through audioSuspended below.
      }
    }
    const running = this.ctx.state === 'running';
    this.set({ audioSuspended: !running });
    return running;
  }

  // ----- settings -----

  setMode(mode: PlayerMode) {
    if (mode === this.state.mode || isBusy(this.state)) return;
    this.stopPlayback();
    this.clearTake();
    this.set({ mode, playSource: 'original' });
  }

  async selectPart(name: string) {
    if (name === this.state.partName || isBusy(this.state) || !this.score) return;
    this.stopPlayback();
    this.clearTake();
    this.set({ partName: name, loop: null });
    const token = ++this.loadToken;
    try {
      await this.loadStems(name, token);
    } catch (error) {
      if (token === this.loadToken) {
        this.set({ phase: 'error', loadError: errorText(error, LOAD_ERROR_MESSAGE) });
      }
    }
  }

  setTempo(percent: number) {
    const tempo = Math.round(Math.min(TEMPO_MAX, Math.max(TEMPO_MIN, percent)));
    if (tempo === this.state.tempo || isBusy(this.state)) return;
    // The take plays at the tempo it was recorded at.
    if (this.state.transport === 'playing' && this.state.playSource === 'take') return;
    this.set({ tempo });
    this.stems?.setRate(tempo / 100);
    this.clicks?.setTempoFactor(tempo / 100);
  }

  setVolume(volume: number) {
    const value = Math.round(Math.min(100, Math.max(0, volume)));
    this.set({ volume: value });
    this.stems?.setVolume(value);
    this.takePlayback?.setVolume(value);
  }

  setAudio(audio: AudioChoice) {
    this.set({ audio });
    if (this.state.transport !== 'recording') this.stems?.setAudio(audio);
  }

  /** Left/right keys: the next or previous Audio choice. */
  cycleAudio(step: 1 | -1) {
    const order: AudioChoice[] = ['full', 'solo', 'backing'];
    const available = order.filter((choice) => this.hasStem(choice));
    if (available.length < 2) return;
    const index = available.indexOf(this.state.audio);
    this.setAudio(available[(index + step + available.length) % available.length]!);
  }

  hasStem(choice: AudioChoice): boolean {
    const part = this.part;
    if (!part) return false;
    return Boolean(part.audio[choice]);
  }

  setMetronome(on: boolean) {
    if (isBusy(this.state)) return;
    this.set({ metronome: on });
    if (this.state.transport === 'playing') {
      if (on) this.startClicks(this.position(), this.ctx!.currentTime, false);
      else this.clicks?.stop();
    }
  }

  setListen(on: boolean) {
    if (isBusy(this.state)) return;
    this.stopPlayback();
    this.set({ listen: on });
  }

  setLoop(loop: BarLoop | null) {
    if (isBusy(this.state) || !this.score) return;
    this.set({ loop });
    const range = this.loopRange(loop);
    this.stems?.setLoop(range);
    this.clicks?.setLoop(range);
    if (range && (this.pausedAt < range.start || this.pausedAt >= range.end)) {
      this.pausedAt = range.start;
    }
  }

  private loopRange(loop: BarLoop | null) {
    if (!loop || !this.score) return null;
    return loopForBars(loop.startBar, loop.endBar, this.score.exercise, this.duration);
  }

  setRecordWith(recordWith: RecordWith) {
    if (!isBusy(this.state)) this.set({ recordWith });
  }

  setPlaySource(playSource: PlaySource) {
    if (isBusy(this.state)) return;
    this.stopPlayback();
    this.set({ playSource });
  }

  setFeedbackView(feedbackView: PlayerState['feedbackView']) {
    if (feedbackView !== 'none' && !this.state.feedback) return;
    this.set({ feedbackView });
  }

  /** Called after a calibration: the stored figure for the devices in use. */
  setCalibration(latencyMs: number | null) {
    this.set({ calibrationMs: latencyMs });
  }

  // ----- transport -----

  async togglePlay() {
    if (this.state.transport === 'playing') {
      this.pause();
      return;
    }
    await this.play();
  }

  async play() {
    if (this.state.phase !== 'ready' || this.state.transport !== 'stopped') return;
    if (!(await this.resumeAudio())) return;
    const ctx = this.ctx!;
    if (this.state.mode === 'perform' && this.state.playSource === 'take' && this.take) {
      this.playTake();
      return;
    }
    let from = this.pausedAt;
    if (from >= this.duration - 0.05) from = this.loopRange(this.state.loop)?.start ?? 0;
    let at = ctx.currentTime + START_LEAD_SECONDS;
    if (this.state.listen && this.state.mode === 'practice') {
      const started = await this.startInput(false);
      if (!started) return;
      at = started;
    }
    this.trace.reset(from);
    this.stems!.setAudio(this.state.audio);
    this.stems!.play({ from, at });
    if (this.state.metronome) this.startClicks(from, at, false);
    this.set({ transport: 'playing' });
  }

  private playTake() {
    const ctx = this.ctx!;
    const take = this.take!;
    this.takePlayback?.dispose();
    this.takePlayback = new TakePlayback(ctx, ctx.destination);
    this.takePlayback.setVolume(this.state.volume);
    const at = ctx.currentTime + START_LEAD_SECONDS;
    // The take was recorded at its own tempo; the backing plays with it at that tempo.
    this.stems!.setRate(this.takeTempoFactor);
    this.stems!.setAudio('backing');
    this.stems!.setLoop(null);
    this.takePlayback.onEnded = () => this.handleEnded();
    this.takePlayback.play({
      take,
      from: 0,
      at,
      tempoFactor: this.takeTempoFactor,
      // Heard through the microphone, the take is late by the device latency: line it up.
      latencySeconds: (this.state.feedback?.result.latency_ms ?? 0) / 1000,
    });
    this.stems!.play({ from: 0, at });
    this.set({ transport: 'playing' });
  }

  pause() {
    if (this.state.transport !== 'playing') return;
    this.pausedAt = this.position();
    this.stopPlayback();
  }

  /** Restart: back to the start (of the loop), playing on if it was playing. */
  async restart() {
    if (isBusy(this.state)) return;
    const wasPlaying = this.state.transport === 'playing';
    this.stopPlayback();
    this.pausedAt = this.loopRange(this.state.loop)?.start ?? 0;
    this.set({});
    if (wasPlaying) await this.play();
  }

  /** Moves the playhead (timeline click); playing continues from there. */
  async seek(time: number) {
    if (isBusy(this.state)) return;
    const wasPlaying = this.state.transport === 'playing';
    this.stopPlayback();
    this.pausedAt = Math.max(0, Math.min(time, this.duration));
    this.set({});
    if (wasPlaying) await this.play();
  }

  private stopPlayback() {
    this.clicks?.stop();
    this.stems?.pause();
    this.takePlayback?.stop();
    if (this.state.transport === 'playing' && this.state.playSource === 'take') {
      this.stems?.setRate(this.tempoFactor);
      this.stems?.setLoop(this.loopRange(this.state.loop));
      this.pausedAt = 0;
    }
    if (this.state.listen && this.state.transport === 'playing' && this.recorder?.isActive) {
      void this.recorder.stop().catch(() => undefined);
    }
    if (this.state.transport === 'playing') this.set({ transport: 'stopped' });
  }

  private handleEnded() {
    if (this.state.transport === 'recording') {
      this.clearStopTimer();
      this.stopTimer = setTimeout(() => void this.stopRecording(), TAKE_TAIL_SECONDS * 1000);
      return;
    }
    if (this.state.transport === 'playing') {
      this.stopPlayback();
      this.pausedAt = 0;
      this.set({});
    }
  }

  private startClicks(from: number, at: number, countInOnly: boolean) {
    const exercise = this.score!.exercise;
    this.clicks!.start({
      bpm: exercise.tempo,
      timeSignature: exercise.timeSignature,
      countInBars: exercise.countInBars,
      tempoFactor: this.tempoFactor,
      fromReferenceTime: from,
      at,
      until: this.duration,
      countInOnly,
      // A take runs through once; practice follows the loop.
      loop: isBusy(this.state) ? null : this.loopRange(this.state.loop),
    });
  }

  // ----- recording -----

  private async ensureRecorder(): Promise<Recorder> {
    if (!this.recorder) {
      const recorder = await Recorder.create(this.ctx!, this.deps.inputWorkletUrl);
      recorder.onLevel = (rms) => this.meter.push(rms);
      recorder.onPitch = (hz, _confidence, time) => this.trace.push(hz, time, this.tempoFactor);
      recorder.onError = (error) => this.handleMicError(error);
      this.recorder = recorder;
    }
    return this.recorder;
  }

  /** Opens the microphone for a take (or listening); answers take time 0 in context time. */
  private async startInput(keepSamples: boolean): Promise<number | null> {
    const part = this.part;
    if (!part) return null;
    this.set({ micError: null });
    try {
      const recorder = await this.ensureRecorder();
      const { startTime, microphone } = await recorder.start({
        analyse: {
          fmin: part.fmin,
          fmax: part.fmax,
          nonPitched: part.non_pitched,
          chords: part.multiple,
        },
        keepSamples,
      });
      const kept = microphone.processingKeptOn;
      const stored = loadCalibration(deviceKey(microphone.deviceId, outputDeviceId(this.ctx!)));
      this.set({
        micWarning: kept.length > 0 ? PROCESSING_WARNING : null,
        calibrationMs: stored?.latencyMs ?? null,
      });
      this.trace.setLatency((stored?.latencyMs ?? 0) / 1000);
      return startTime;
    } catch (error) {
      this.handleMicError(error);
      return null;
    }
  }

  private handleMicError(error: unknown) {
    const micError =
      error instanceof MicrophoneError
        ? MICROPHONE_MESSAGES[error.kind]
        : errorText(error, MICROPHONE_MESSAGES.unknown);
    const transport = this.state.transport;
    if (transport === 'recording' || transport === 'starting') {
      this.clearStopTimer();
      this.clicks?.stop();
      this.stems?.pause();
      void this.recorder?.stop().catch(() => undefined);
      this.set({ transport: 'stopped' });
    } else if (transport === 'playing') {
      this.stopPlayback();
    }
    this.set({ micError });
  }

  async record() {
    if (this.state.mode !== 'perform' || this.state.phase !== 'ready') return;
    if (this.state.transport !== 'stopped') return;
    if (!(await this.resumeAudio())) return;
    this.clearTake();
    this.set({ transport: 'starting' });
    const startTime = await this.startInput(true);
    if (startTime === null) {
      this.set({ transport: 'stopped' });
      return;
    }
    const recordWith = this.state.recordWith;
    this.takeTempoFactor = this.tempoFactor;
    this.meter.reset();
    this.trace.reset(0);
    this.stems!.setLoop(null);
    this.stems!.setAudio(recordWith === 'backing' ? 'backing' : 'none');
    this.stems!.play({ from: 0, at: startTime });
    this.startClicks(0, startTime, recordWith !== 'metronome');
    this.set({ transport: 'recording' });
  }

  async stopRecording() {
    if (this.state.transport !== 'recording') return;
    this.clearStopTimer();
    this.clicks?.stop();
    this.stems?.pause();
    this.stems?.setLoop(this.loopRange(this.state.loop));
    this.stems?.setAudio(this.state.audio);
    this.set({ transport: 'analysing' });
    try {
      const take = await this.recorder!.stop();
      this.take = take;
      this.scoreTake(take);
    } catch (error) {
      this.handleMicError(error);
    }
  }

  private scoreTake(take: Take) {
    const part = this.part!;
    const feedback = analyseTakeResult({
      reference: this.notes,
      played: take.notes,
      takeDuration: take.duration,
      tempoFactor: this.takeTempoFactor,
      latencyMs: this.state.calibrationMs ?? 0,
      calibrated: this.state.calibrationMs !== null,
      nonPitched: part.non_pitched,
      barSeconds: barSeconds(this.score!.exercise),
    });
    this.pausedAt = 0;
    this.set({
      transport: 'stopped',
      hasTake: true,
      feedback,
      feedbackView: 'panel',
      playSource: 'take',
    });
    void this.saveResult(feedback.progressResult);
  }

  private async saveResult(result: Parameters<PlayerSession['saveResult']>[0]) {
    if (!this.session.canSaveResult) {
      this.set({ save: { status: 'not-saved', message: this.session.notSavedReason } });
      return;
    }
    this.set({ save: { status: 'saving', message: 'Saving your result…' } });
    try {
      const { stars } = await this.session.saveResult(result);
      this.set({
        bestStars: Math.max(this.state.bestStars, stars),
        save: {
          status: 'saved',
          message: `Result saved. Your best for this exercise: ${stars} ${stars === 1 ? 'star' : 'stars'}.`,
        },
      });
    } catch (error) {
      this.set({
        save: { status: 'error', message: errorText(error, 'Your result could not be saved.') },
      });
    }
  }

  /** Feedback panel's Retry: a new take straight away. */
  async retry() {
    this.set({ feedbackView: 'none' });
    await this.record();
  }

  private clearTake() {
    this.take = null;
    this.takePlayback?.dispose();
    this.takePlayback = null;
    this.set({
      hasTake: false,
      feedback: null,
      feedbackView: 'none',
      playSource: 'original',
      save: { status: 'idle', message: null },
    });
  }

  private clearStopTimer() {
    if (this.stopTimer) clearTimeout(this.stopTimer);
    this.stopTimer = null;
  }

  /** The recorder, shared with the tuner and the calibration wizard (one input worklet). */
  async inputRecorder(): Promise<Recorder | null> {
    if (!this.ctx) return null;
    await this.resumeAudio();
    return this.ensureRecorder();
  }

  get audioContext(): AudioContext | null {
    return this.ctx;
  }

  dispose() {
    this.disposed = true;
    this.loadToken++;
    this.clearStopTimer();
    this.clicks?.stop();
    this.stems?.dispose();
    this.takePlayback?.dispose();
    void this.recorder?.stop().catch(() => undefined);
    this.recorder?.dispose();
    void this.ctx?.close().catch(() => undefined);
    this.listeners.clear();
  }
}

function errorText(error: unknown, fallback: string) {
  const message = getErrorMessage(error);
  return message || fallback;
}
