// The SoundCheck player in plain TypeScript: it loads an exercise, plays its stems through the
// time-stretcher with the look-ahead metronome, records takes through the input worklet, scores
// them with the engine and saves the result. React reads its snapshot (player-state.ts) and calls
// its methods; it knows nothing of React. This class is what React holds; its parts do the work:
// the snapshot and its listeners (player-store.ts), the exercise and its audio graph
// (exercise-audio.ts), playback and its settings (playback-transport.ts), the microphone
// (microphone-input.ts), takes (take-recording.ts) and their results (take-results.ts), and the
// practice settings remembered per exercise (practice-settings-keeper.ts).
import type { ExercisePart } from '@bandbook/soundcheck';
import type { ExerciseScore } from '../audio/exercise-media';
import { LevelMeter } from '../audio/level-meter';
import type { Recorder } from '../audio/recorder';
import { ExerciseAudio } from './exercise-audio';
import { MicrophoneInput } from './microphone-input';
import { PitchTrace } from './pitch-trace';
import { PlaybackTransport } from './playback-transport';
import type { PlayerSession } from './player-session';
import {
  initialPlayerState,
  isBusy,
  selectedPart,
  type AudioChoice,
  type BarLoop,
  type PlayerMode,
  type PlayerState,
  type PlaySource,
  type RecordWith,
} from './player-state';
import { PlayerStore } from './player-store';
import {
  settingsKeeper,
  type PracticeSettingsKeeper,
  type PracticeSettingsStore,
} from './practice-settings-keeper';
import { TakeRecording } from './take-recording';
import { TakeResults } from './take-results';

export { LOAD_ERROR_MESSAGE } from './exercise-audio';

export const AUDIO_SUSPENDED_MESSAGE =
  'Your browser paused the sound until you press a button. Press Start audio to continue.';

export interface PlayerDependencies {
  createContext?: () => AudioContext;
  inputWorkletUrl: string;
  /** Where this learner's practice settings for the exercise are kept; none: not remembered. */
  settings?: PracticeSettingsStore;
}

export class SoundCheckPlayer {
  readonly meter = new LevelMeter();
  readonly trace = new PitchTrace();
  readonly getState: () => PlayerState;
  readonly subscribe: (listener: () => void) => () => void;
  private readonly store: PlayerStore;
  private readonly audio: ExerciseAudio;
  private readonly input: MicrophoneInput;
  private readonly transport: PlaybackTransport;
  private readonly recording: TakeRecording;
  private readonly keeper: PracticeSettingsKeeper | null;

  constructor(
    readonly session: PlayerSession,
    deps: PlayerDependencies,
  ) {
    const store = new PlayerStore({ ...initialPlayerState, bestStars: session.bestStars });
    const { meter, trace } = this;
    const onEnded = () => this.handleEnded();
    const audio = new ExerciseAudio(store, {
      exerciseUrl: session.exerciseUrl,
      createContext: deps.createContext,
      onEnded,
    });
    const input = new MicrophoneInput(store, {
      audio,
      inputWorkletUrl: deps.inputWorkletUrl,
      meter,
      trace,
      onError: (error) => this.recording.failMicrophone(error),
    });
    const takes = new TakeResults(store, session);
    const transport = new PlaybackTransport(store, { audio, input, takes, trace, onEnded });
    this.recording = new TakeRecording(store, { audio, input, transport, takes, meter, trace });
    this.store = store;
    this.audio = audio;
    this.input = input;
    this.transport = transport;
    this.keeper = deps.settings ? settingsKeeper(store, deps.settings, audio, this) : null;
    this.getState = store.getState;
    this.subscribe = store.subscribe;
  }

  private get state(): PlayerState {
    return this.store.state;
  }

  get isDisposed() {
    return this.store.isClosed;
  }

  /** The exercise's reference data once loaded (parts, notes, metre). */
  get exercise(): ExerciseScore | null {
    return this.audio.score;
  }

  get part(): ExercisePart | null {
    return selectedPart(this.state);
  }

  /** Reference notes of the current part. */
  get notes() {
    return this.audio.notesOf(this.state.partName);
  }

  get duration(): number {
    return this.audio.duration;
  }

  get audioContext(): AudioContext | null {
    return this.audio.ctx;
  }

  /** The playhead in seconds of the reference timeline. */
  position(): number {
    return this.transport.position();
  }

  load(): Promise<void> {
    this.keeper?.start();
    const loading = this.audio.load();
    this.input.readChosenCalibration();
    return loading;
  }

  /** Saves a practice setting not yet saved (the page is being left). */
  flushSettings(): void {
    this.keeper?.flush();
  }

  /** Resumes audio the browser held back (autoplay policy); call from a click or key press. */
  resumeAudio(): Promise<boolean> {
    return this.audio.resume();
  }

  /** The recorder, shared with the tuner and the calibration wizard (one input worklet). */
  async inputRecorder(): Promise<Recorder | null> {
    if (!this.audio.ctx) return null;
    await this.resumeAudio();
    return this.input.ensureRecorder();
  }

  // ----- settings -----

  setMode(mode: PlayerMode) {
    if (mode === this.state.mode || isBusy(this.state)) return;
    this.transport.stop();
    this.recording.clearTake();
    this.store.set({ mode, playSource: 'original' });
  }

  async selectPart(name: string) {
    if (name === this.state.partName || isBusy(this.state) || !this.audio.score) return;
    this.transport.stop();
    this.recording.clearTake();
    this.store.set({ partName: name, loop: null });
    await this.audio.loadPart(name);
  }

  setTempo(percent: number) {
    this.transport.setTempo(percent);
  }

  setVolume(volume: number) {
    this.transport.setVolume(volume);
  }

  setAudio(audio: AudioChoice) {
    this.transport.setAudio(audio);
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
    this.transport.setMetronome(on);
  }

  setListen(on: boolean) {
    if (isBusy(this.state)) return;
    this.transport.stop();
    this.store.set({ listen: on });
  }

  setLoop(loop: BarLoop | null) {
    this.transport.setLoop(loop);
  }

  /** Practice's Tempo Ramp over the loop (null: off). */
  setRamp(ramp: PlayerState['ramp']) {
    this.transport.setRamp(ramp);
  }

  /** Practice's Wait for Me. */
  setWaitMode(on: boolean) {
    this.transport.setWaitMode(on);
  }

  setRecordWith(recordWith: RecordWith) {
    if (!isBusy(this.state)) this.store.set({ recordWith });
  }

  setPlaySource(playSource: PlaySource) {
    if (isBusy(this.state)) return;
    this.transport.stop();
    this.store.set({ playSource });
  }

  setFeedbackView(feedbackView: PlayerState['feedbackView']) {
    if (feedbackView !== 'none' && !this.state.feedback) return;
    this.store.set({ feedbackView });
  }

  /** Called after a calibration: the stored figure for the devices in use. */
  setCalibration(latencyMs: number | null) {
    this.store.set({ calibrationMs: latencyMs });
  }

  // ----- transport -----

  async togglePlay() {
    if (this.state.transport === 'playing') {
      this.pause();
      return;
    }
    await this.play();
  }

  play(): Promise<void> {
    return this.transport.play();
  }

  pause() {
    this.transport.pause();
  }

  /** Restart: back to the start (of the loop), playing on if it was playing. */
  restart(): Promise<void> {
    return this.transport.restart();
  }

  /** Moves the playhead (timeline click); playing continues from there. */
  seek(time: number): Promise<void> {
    return this.transport.seek(time);
  }

  private handleEnded() {
    if (this.state.transport === 'recording') this.recording.stopAfterTail();
    else this.transport.ended();
  }

  // ----- recording -----

  record(): Promise<void> {
    return this.recording.record();
  }

  stopRecording(): Promise<void> {
    return this.recording.stop();
  }

  /** Feedback panel's Retry: a new take straight away. */
  async retry() {
    this.store.set({ feedbackView: 'none' });
    await this.record();
  }

  dispose() {
    this.keeper?.close();
    this.store.close();
    this.audio.cancelLoads();
    this.recording.clearStopTimer();
    this.audio.clicks?.stop();
    this.audio.stems?.dispose();
    this.transport.dropTake();
    this.input.dispose();
    this.audio.close();
  }
}
