// The player's microphone: one recorder (the input worklet) shared by takes, listening, the tuner and the
// calibration wizard. Opened for a take or for listening on the microphone chosen in the settings, it
// analyses as the chosen part needs and reads the stored calibration of the devices in use (decision
// 018); it feeds the level meter and the pitch trace.
import type { LevelMeter } from '../audio/level-meter';
import {
  calibrationForChoice,
  deviceKey,
  loadCalibration,
  outputDeviceId,
} from '../audio/latency-store';
import { PROCESSING_WARNING } from '../audio/microphone';
import {
  chosenMicrophone,
  loadMicrophoneChoice,
  MICROPHONE_MISSING,
} from '../audio/microphone-choice';
import { Recorder } from '../audio/recorder';
import type { ExerciseAudio } from './exercise-audio';
import type { PitchTrace } from './pitch-trace';
import type { PlayerStore } from './player-store';
import { selectedPart, tempoFactorOf } from './player-state';

export interface MicrophoneInputOptions {
  audio: ExerciseAudio;
  inputWorkletUrl: string;
  meter: LevelMeter;
  trace: PitchTrace;
  /** The microphone failed (permission, device, the recorder). */
  onError: (error: unknown) => void;
}

export class MicrophoneInput {
  recorder: Recorder | null = null;
  /** Offered each live pitch frame first; when it takes it (true) the trace does not (Wait for Me). */
  pitchTap: ((hz: number | null) => boolean) | null = null;
  private readonly store: PlayerStore;
  private readonly options: MicrophoneInputOptions;

  constructor(store: PlayerStore, options: MicrophoneInputOptions) {
    this.store = store;
    this.options = options;
  }

  /** The recorder, created the first time (the audio context must exist). */
  async ensureRecorder(): Promise<Recorder> {
    if (!this.recorder) {
      const { audio, meter, trace } = this.options;
      const recorder = await Recorder.create(audio.ctx!, this.options.inputWorkletUrl);
      recorder.onLevel = (rms) => meter.push(rms);
      recorder.onPitch = (hz, _confidence, time) => {
        // Wait for Me takes the frames; its holds would bend the trace's time line.
        if (!this.pitchTap?.(hz)) trace.push(hz, time, tempoFactorOf(this.store.state));
      };
      recorder.onError = (error) => this.options.onError(error);
      this.recorder = recorder;
    }
    return this.recorder;
  }

  /** Opens the microphone for a take (or listening); answers take time 0 in context time. */
  async start(keepSamples: boolean): Promise<number | null> {
    const part = selectedPart(this.store.state);
    if (!part) return null;
    this.store.set({ micError: null });
    try {
      const recorder = await this.ensureRecorder();
      const chosen = await chosenMicrophone();
      const { startTime, microphone } = await recorder.start({
        deviceId: chosen.deviceId ?? undefined,
        analyse: {
          fmin: part.fmin,
          fmax: part.fmax,
          nonPitched: part.non_pitched,
          chords: part.multiple,
        },
        keepSamples,
      });
      const kept = microphone.processingKeptOn;
      const stored = loadCalibration(
        deviceKey(microphone.deviceId, outputDeviceId(this.options.audio.ctx!)),
      );
      const warnings = [
        chosen.missing || microphone.fellBack ? MICROPHONE_MISSING : null,
        kept.length > 0 ? PROCESSING_WARNING : null,
      ].filter(Boolean);
      this.store.set({
        micWarning: warnings.length > 0 ? warnings.join(' ') : null,
        calibrationMs: stored?.latencyMs ?? null,
      });
      this.options.trace.setLatency((stored?.latencyMs ?? 0) / 1000);
      return startTime;
    } catch (error) {
      this.options.onError(error);
      return null;
    }
  }

  /**
   * The stored calibration of the microphone chosen in the settings, before it is opened (the player
   * shows it from the start; opening it reads the one of the device that opened).
   */
  readChosenCalibration(): void {
    const ctx = this.options.audio.ctx;
    const stored = calibrationForChoice(
      loadMicrophoneChoice(),
      ctx ? outputDeviceId(ctx) : undefined,
    );
    this.store.set({ calibrationMs: stored?.latencyMs ?? null });
  }

  /** Stops the microphone, whatever it was doing, without waiting or minding a failure. */
  stopQuietly(): void {
    void this.recorder?.stop().catch(() => undefined);
  }

  dispose(): void {
    this.stopQuietly();
    this.recorder?.dispose();
  }
}
