// Types for the signalsmith-stretch package (it ships none): the factory that makes the node, and the
// worklet module URL it loads instead of a blob: URL (our CSP forbids blob: scripts).
declare module 'signalsmith-stretch' {
  interface SignalsmithStretchFactory {
    (context: BaseAudioContext, options?: AudioWorkletNodeOptions): Promise<AudioWorkletNode>;
    moduleUrl?: string;
  }
  const SignalsmithStretch: SignalsmithStretchFactory;
  export default SignalsmithStretch;
}
