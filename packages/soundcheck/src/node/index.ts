// Node-only helpers of @bandbook/soundcheck ("@bandbook/soundcheck/node"): reading takes, MIDI files and
// exercises from disk.
export { InputFileError, readExerciseFile, readMidiFile, readWavFile } from './read-files.js';
export type { LoadedExercise } from './read-files.js';
