// Perform's takes: one starts at take time 0 of the microphone's opening with the stems (backing or
// silent) and the count-in or the metronome, runs to TAKE_TAIL_SECONDS after the stems end (or Stop),
// and goes to the results to be scored and saved. A microphone failure stops it, or stops listening.
import type { LevelMeter } from '../audio/level-meter';
import { MicrophoneError, MICROPHONE_MESSAGES } from '../audio/microphone';
import { errorText } from './error-text';
import type { ExerciseAudio } from './exercise-audio';
import type { MicrophoneInput } from './microphone-input';
import type { PitchTrace } from './pitch-trace';
import type { PlaybackTransport } from './playback-transport';
import type { PlayerStore } from './player-store';
import { selectedPart, tempoFactorOf } from './player-state';
import type { TakeResults } from './take-results';

/** Seconds recorded after the stems end, so a late last note (device latency) is in the take. */
const TAKE_TAIL_SECONDS = 0.6;
/** Shown instead of a save for a take whose delay could not be measured. */
export const TAKE_NOT_MEASURED = 'Not saved: calibrate, then record again.';

export interface TakeRecordingOptions {
  audio: ExerciseAudio;
  input: MicrophoneInput;
  transport: PlaybackTransport;
  takes: TakeResults;
  meter: LevelMeter;
  trace: PitchTrace;
}

export class TakeRecording {
  private stopTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly store: PlayerStore;
  private readonly options: TakeRecordingOptions;

  constructor(store: PlayerStore, options: TakeRecordingOptions) {
    this.store = store;
    this.options = options;
  }

  private get state() {
    return this.store.state;
  }

  async record(): Promise<void> {
    if (this.state.mode !== 'perform' || this.state.phase !== 'ready') return;
    if (this.state.transport !== 'stopped') return;
    const { audio, input, transport, takes, meter, trace } = this.options;
    if (!(await audio.resume())) return;
    this.clearTake();
    this.store.set({ transport: 'starting' });
    const startTime = await input.start(true);
    if (startTime === null) {
      this.store.set({ transport: 'stopped' });
      return;
    }
    const recordWith = this.state.recordWith;
    takes.tempoFactor = tempoFactorOf(this.state);
    meter.reset();
    trace.reset(0);
    audio.stems!.setLoop(null);
    audio.stems!.setAudio(recordWith === 'backing' ? 'backing' : 'none');
    audio.stems!.play({ from: 0, at: startTime });
    transport.startClicks(0, startTime, recordWith !== 'metronome');
    this.store.set({ transport: 'recording' });
  }

  /** The stems reached their end: the take stops TAKE_TAIL_SECONDS later. */
  stopAfterTail(): void {
    this.clearStopTimer();
    this.stopTimer = setTimeout(() => void this.stop(), TAKE_TAIL_SECONDS * 1000);
  }

  async stop(): Promise<void> {
    if (this.state.transport !== 'recording') return;
    const { audio, input, transport, takes } = this.options;
    this.clearStopTimer();
    audio.clicks?.stop();
    audio.stems?.pause();
    audio.stems?.setLoop(audio.loopRange(this.state.loop));
    audio.stems?.setAudio(this.state.audio);
    this.store.set({ transport: 'analysing' });
    try {
      const take = await input.recorder!.stop();
      takes.take = take;
      const feedback = takes.score(take, {
        part: selectedPart(this.state)!,
        notes: audio.notesOf(this.state.partName),
        exercise: audio.score!.exercise,
      });
      transport.pausedAt = 0;
      this.store.set({
        transport: 'stopped',
        hasTake: true,
        feedback,
        feedbackView: 'panel',
        playSource: 'take',
      });
      // A take whose delay could not be measured has no verdicts to trust: nothing is saved.
      if (feedback.latencyUnmeasured) takes.notSaved(TAKE_NOT_MEASURED);
      else void takes.save(feedback.progressResult);
    } catch (error) {
      this.failMicrophone(error);
    }
  }

  /** The microphone failed: a take starting or under way stops, as does playback listening to it. */
  failMicrophone(error: unknown): void {
    const micError =
      error instanceof MicrophoneError
        ? MICROPHONE_MESSAGES[error.kind]
        : errorText(error, MICROPHONE_MESSAGES.unknown);
    const transport = this.state.transport;
    if (transport === 'recording' || transport === 'starting') {
      const { audio, input } = this.options;
      this.clearStopTimer();
      audio.clicks?.stop();
      audio.stems?.pause();
      input.stopQuietly();
      this.store.set({ transport: 'stopped' });
    } else if (transport === 'playing') {
      this.options.transport.stop();
    }
    this.store.set({ micError });
  }

  /** Forgets the last take, its playback and its feedback. */
  clearTake(): void {
    this.options.transport.dropTake();
    this.options.takes.clear();
  }

  clearStopTimer(): void {
    if (this.stopTimer) clearTimeout(this.stopTimer);
    this.stopTimer = null;
  }
}
