// The SoundCheck player's state snapshot, read by React through useSyncExternalStore. Values that
// change every frame (playhead, mic level, live pitch) are not in it: the views read them from the
// player on animation frames instead of re-rendering the tree.
import { TEMPO_PERCENT } from '@bandbook/domain';
import type { ExercisePart } from '@bandbook/soundcheck';
import type { TakeFeedback } from '../audio/take-analysis';
import type { TempoRamp } from './tempo-ramp';
import type { WaitView } from './wait-mode';

export type PlayerMode = 'practice' | 'perform';
/** Practice's Audio choice (spec: Full Track, Solo, Backing Track). */
export type AudioChoice = 'full' | 'solo' | 'backing';
/** Perform's Record choice (spec: No Backing, Metronome or Backing Track). */
export type RecordWith = 'none' | 'metronome' | 'backing';
/** Perform's Play choice (spec: Original or Your Take). */
export type PlaySource = 'original' | 'take';

export type LoadPhase = 'loading' | 'partial' | 'ready' | 'error';
export type Transport = 'stopped' | 'playing' | 'starting' | 'recording' | 'analysing';

export interface BarLoop {
  /** 0-based bars of the reference timeline (count-in included), end exclusive. */
  startBar: number;
  endBar: number;
}

export interface SaveState {
  /** 'queued': kept on this device after a network failure, sent when the network is back. */
  status: 'idle' | 'saving' | 'saved' | 'queued' | 'not-saved' | 'error';
  message: string | null;
  /** Keeps the saved take's recording in the practice journal, where the session can (decision 065). */
  keepRecording?: () => Promise<void>;
}

export interface PlayerState {
  phase: LoadPhase;
  /** 0-1 while the stems stream in. */
  loadProgress: number;
  loadError: string | null;
  mode: PlayerMode;
  parts: ExercisePart[];
  partName: string | null;
  transport: Transport;
  /** Percent of the exercise's tempo, 50-150. */
  tempo: number;
  /** 0-100. */
  volume: number;
  audio: AudioChoice;
  metronome: boolean;
  listen: boolean;
  loop: BarLoop | null;
  /** Practice's Tempo Ramp: with a loop, each pass one step faster up to the target (decision 067). */
  ramp: TempoRamp | null;
  /** Practice's Wait for Me: playback holds at each note until it is played (decision 067). */
  waitMode: boolean;
  /** While Wait for Me holds at a note: which note, and what the microphone hears. */
  wait: WaitView | null;
  recordWith: RecordWith;
  playSource: PlaySource;
  /** Whether a take is kept (Perform can play it back). */
  hasTake: boolean;
  feedback: TakeFeedback | null;
  /** The feedback panel after a take; the See Feedback view shows the notes on the timeline. */
  feedbackView: 'none' | 'panel' | 'detail';
  save: SaveState;
  /** The learner's best for this exercise, updated when a better result is saved. */
  bestStars: number;
  /** A microphone problem the learner must act on (permission, device). */
  micError: string | null;
  /** Something the learner should know about the input (e.g. the browser kept noise suppression on). */
  micWarning: string | null;
  /** The browser's autoplay policy holds the audio until the learner presses something. */
  audioSuspended: boolean;
  /** The stored round-trip latency of the current devices (ms), or null when not calibrated. */
  calibrationMs: number | null;
}

/** The tempo slider's range: the tempos a result may be saved at (decision 059). */
export const TEMPO_MIN = TEMPO_PERCENT.min;
export const TEMPO_MAX = TEMPO_PERCENT.max;
export const TEMPO_STEP = 5;
export const VOLUME_DEFAULT = 80;

export const initialPlayerState: PlayerState = {
  phase: 'loading',
  loadProgress: 0,
  loadError: null,
  mode: 'practice',
  parts: [],
  partName: null,
  transport: 'stopped',
  tempo: 100,
  volume: VOLUME_DEFAULT,
  audio: 'full',
  metronome: false,
  listen: false,
  loop: null,
  ramp: null,
  waitMode: false,
  wait: null,
  recordWith: 'backing',
  playSource: 'original',
  hasTake: false,
  feedback: null,
  feedbackView: 'none',
  save: { status: 'idle', message: null },
  bestStars: 0,
  micError: null,
  micWarning: null,
  audioSuspended: false,
  calibrationMs: null,
};

export const MODE_CHOICES: { value: PlayerMode; label: string }[] = [
  { value: 'practice', label: 'PRACTICE' },
  { value: 'perform', label: 'PERFORM' },
];

export const AUDIO_CHOICES: { value: AudioChoice; label: string }[] = [
  { value: 'full', label: 'Full Track' },
  { value: 'solo', label: 'Solo' },
  { value: 'backing', label: 'Backing Track' },
];

export const RECORD_CHOICES: { value: RecordWith; label: string }[] = [
  { value: 'none', label: 'No Backing' },
  { value: 'metronome', label: 'Metronome' },
  { value: 'backing', label: 'Backing Track' },
];

export const PLAY_SOURCES: { value: PlaySource; label: string }[] = [
  { value: 'original', label: 'Original' },
  { value: 'take', label: 'Your Take' },
];

/** Most controls are disabled while recording (spec §4). */
export const isBusy = (state: PlayerState) =>
  state.transport === 'recording' ||
  state.transport === 'starting' ||
  state.transport === 'analysing';

/** The tempo as a factor of the exercise's (1 = its tempo). */
export const tempoFactorOf = (state: PlayerState) => state.tempo / 100;

/** Wait for Me follows pitches: a drum part (non-pitched) plays on without it. */
export const canWaitFor = (part: ExercisePart | null) => part !== null && !part.non_pitched;

/** Wait for Me is on and holds playback for this part (Practice only). */
export const waitsForNotes = (state: PlayerState) =>
  state.waitMode && state.mode === 'practice' && canWaitFor(selectedPart(state));

/** The ramp runs on a loop in Practice. */
export const rampRuns = (state: PlayerState) =>
  state.ramp !== null && state.loop !== null && state.mode === 'practice';

/** The part chosen in the parts menu, once the exercise is loaded. */
export const selectedPart = (state: PlayerState): ExercisePart | null =>
  state.parts.find((part) => part.name === state.partName) ?? null;
