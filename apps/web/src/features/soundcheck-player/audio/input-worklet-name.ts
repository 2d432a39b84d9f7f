// The registered name of the input worklet's processor, shared by the worklet and the main thread
// (which must not import the worklet module itself).
export const INPUT_PROCESSOR_NAME = 'bandbook-input';
