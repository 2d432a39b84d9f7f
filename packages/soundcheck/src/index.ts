// Public API of @bandbook/soundcheck: the SoundCheck engine (pitch, onsets, notes, reference parts, scoring,
// tuner and metronome math). Runs in Node, Web Workers and AudioWorklets: nothing here touches the DOM or fs
// (file helpers live in "@bandbook/soundcheck/node", the test-corpus synthesiser in "./synth").

// Analysis: live (AudioWorklet blocks) and offline.
export { StreamingAnalyser } from './analysis/streaming-analyser.js';
export type { StreamingAnalyserOptions } from './analysis/streaming-analyser.js';
export { analyseTake } from './analysis/analyse-take.js';
export type { TakeAnalysis } from './analysis/analyse-take.js';
export { analysisLayout } from './analysis/analysis-layout.js';
export type { AnalysisLayout } from './analysis/analysis-layout.js';
export type { AnalysisOptions, PlayedNote } from './analysis/types.js';

// Building blocks.
export { PitchDetector, createPitchEstimate } from './pitch/pitch-detector.js';
export type { PitchDetectorOptions, PitchEstimate } from './pitch/pitch-detector.js';
export { ENGINE_FMAX_HZ, ENGINE_FMIN_HZ, pitchFrameLayout } from './pitch/pitch-range.js';
export type { PitchFrameLayout } from './pitch/pitch-range.js';
export { OnsetDetector } from './onset/onset-detector.js';
export type { OnsetDetectorOptions } from './onset/onset-detector.js';
export { NoteTracker } from './notes/note-tracker.js';
export { RealFft } from './dsp/real-fft.js';
export {
  DEFAULT_A4_HZ,
  centsBetween,
  hzToMidi,
  midiToHz,
  pitchClassCents,
} from './music/pitch-math.js';

// Reference parts and exercises.
export { readMidi, MidiReadError } from './reference/read-midi.js';
export { writeMidi } from './reference/write-midi.js';
export type { MidiTrackSpec } from './reference/write-midi.js';
export { selectTrack, parseTrackArgument, TrackSelectionError } from './reference/select-track.js';
export type {
  ReferenceNote,
  ReferenceSong,
  ReferenceTrack,
  TempoChange,
  TimeSignatureChange,
} from './reference/types.js';
export { parseExercise, findPart, ExerciseError } from './exercise/parse-exercise.js';
export type { Exercise, ExerciseAudio, ExercisePart } from './exercise/exercise.js';

// Notation: a part's reference notes as MusicXML (when an exercise brings none).
export { notesToMusicXml } from './notation/musicxml-writer.js';
export type { NotationSource } from './notation/musicxml-writer.js';
export { partNotation } from './notation/instrument-notation.js';
export type { PartNotation } from './notation/instrument-notation.js';
export {
  DIVISIONS,
  musicStartSeconds,
  secondsToSteps,
  stepsPerBar,
  stepsToSeconds,
} from './notation/quantise.js';
export type { Metre } from './notation/quantise.js';

// Scoring.
export { scoreTake, ScoringError } from './scoring/score-take.js';
export { SCORING_RULES } from './scoring/scoring-rules.js';
export { latencySearchRange } from './scoring/estimate-latency.js';
export type { LatencyStatus } from './scoring/estimate-latency.js';
export { groupReferenceEvents, hasChords } from './scoring/reference-events.js';
export type { ReferenceEvent } from './scoring/reference-events.js';
export { FEEDBACK_MESSAGES, feedbackMessage, passes, starsFor } from './scoring/feedback.js';
export type { FeedbackMessage } from './scoring/feedback.js';
export { rhythmCredit } from './scoring/rhythm-credit.js';
export type { NoteResult, NoteVerdict, ScoreOptions, ScoreResult } from './scoring/types.js';

// Tuner and metronome.
export { frequencyToNote, noteToFrequency, NOTE_NAMES } from './tuner/tuner.js';
export type { NoteName, TunerReading } from './tuner/tuner.js';
export { beatAt, beatSeconds, beatTimes, countInSeconds } from './metronome/beat-times.js';
export type { Beat, MetronomeSettings } from './metronome/beat-times.js';
export { MetronomeScheduler, DEFAULT_LOOK_AHEAD } from './metronome/metronome-scheduler.js';
export type { ScheduledClick } from './metronome/metronome-scheduler.js';
export {
  DEFAULT_BPM,
  MAX_TEMPO_FACTOR,
  MIN_TEMPO_FACTOR,
  assertTempoFactor,
  clampBpm,
  tempoFactorFor,
} from './metronome/tempo.js';

// Latency calibration: the chirp train and finding it in the recorded input.
export {
  CALIBRATION_CLICK_TIMES,
  calibrationClickTimes,
  findLatency,
  renderClick,
} from './latency/calibration.js';
export type { LatencyEstimate } from './latency/calibration.js';

// WAV bytes (no file system).
export { decodeWav, WavFormatError } from './wav/read-wav.js';
export type { DecodedWav } from './wav/read-wav.js';
export { encodeWav } from './wav/write-wav.js';
export type { WavEncoding } from './wav/write-wav.js';
