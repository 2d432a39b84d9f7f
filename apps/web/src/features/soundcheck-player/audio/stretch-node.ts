// The signalsmith-stretch time-stretcher (WASM in an AudioWorklet): tempo changes that keep the pitch.
// Its worklet module is the package's own .mjs served by Vite (it registers the processor when loaded in
// the AudioWorkletGlobalScope); the default blob: URL would break our CSP. Compiling its WASM needs
// 'wasm-unsafe-eval' in script-src.
import SignalsmithStretch from 'signalsmith-stretch';
import stretchModuleUrl from 'signalsmith-stretch?url';

/** One entry of the node's time map (see the package README). */
export interface StretchChange {
  /** Context time the change applies from; the node compensates for its own latency. */
  output?: number;
  active?: boolean;
  /** Position in the loaded buffers (seconds). */
  input?: number;
  rate?: number;
  semitones?: number;
  /** A section of the buffers that loops; off when both are equal. */
  loopStart?: number;
  loopEnd?: number;
}

/** The methods the node gets once its worklet is ready (each call is a message to the worklet). */
export interface StretchNode {
  connect(destination: AudioNode): unknown;
  disconnect(): void;
  schedule(change: StretchChange): Promise<unknown>;
  /** Appends one buffer per output channel (equal lengths); resolves to the new end in seconds. */
  addBuffers(channels: Float32Array[], transfer?: Transferable[]): Promise<number>;
  dropBuffers(): Promise<unknown>;
  /** Input + output latency in seconds. */
  latency(): Promise<number>;
}

/** A stretch node playing loaded buffers with `channels` output channels. */
export async function createStretchNode(
  ctx: BaseAudioContext,
  channels: number,
): Promise<StretchNode> {
  SignalsmithStretch.moduleUrl = stretchModuleUrl;
  const node = await SignalsmithStretch(ctx, {
    // One (unconnected) input keeps the processor in buffer mode; it reads `inputs[0]` unguarded.
    numberOfInputs: 1,
    numberOfOutputs: 1,
    outputChannelCount: [channels],
  });
  return node as unknown as StretchNode;
}
