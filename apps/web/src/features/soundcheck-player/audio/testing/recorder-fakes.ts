// The recorder's test doubles: a fake audio context and a worklet node whose port runs the real input
// processor (messages cross it asynchronously, as between the threads), and a harmonic tone to render.
import { vi } from 'vitest';
import { InputProcessorCore, type InputCommand, type InputMessage } from '../input-processor';

export const SR = 48_000;

class FakeAudioNode {
  readonly connections: unknown[] = [];
  disconnected = false;
  connect<T>(target: T): T {
    this.connections.push(target);
    return target;
  }
  disconnect() {
    this.disconnected = true;
    this.connections.length = 0;
  }
}

/** The worklet node: its port hands commands to a real InputProcessorCore and its messages back. */
export class FakeWorkletNode extends FakeAudioNode {
  static created: FakeWorkletNode[] = [];
  readonly commands: InputCommand[] = [];
  /** When false, the worklet never answers (a stuck audio thread). */
  answering = true;
  readonly core: InputProcessorCore;
  readonly port = {
    onmessage: null as ((event: { data: InputMessage }) => void) | null,
    postMessage: (command: InputCommand) => {
      this.commands.push(command);
      if (this.answering) this.core.command(command);
    },
  };
  constructor(
    readonly context: FakeContext,
    readonly name: string,
    readonly options: AudioWorkletNodeOptions,
  ) {
    super();
    this.core = new InputProcessorCore({
      sampleRate: context.sampleRate,
      post: (message) => queueMicrotask(() => this.port.onmessage?.({ data: message })),
    });
    FakeWorkletNode.created.push(this);
  }
  /** Renders `seconds` of `signal(t)` (t in context seconds) through the processor. */
  render(seconds: number, signal: (time: number) => number) {
    const block = new Float32Array(128);
    const first = Math.round(this.context.currentTime * SR);
    for (let frame = first; frame < first + seconds * SR; frame += 128) {
      for (let i = 0; i < 128; i++) block[i] = signal((frame + i) / SR);
      this.core.process(block, frame);
    }
    this.context.currentTime += seconds;
  }
}

export class FakeContext {
  currentTime = 12.345;
  readonly sampleRate = SR;
  readonly destination = new FakeAudioNode();
  readonly gains: (FakeAudioNode & { gain: { value: number } })[] = [];
  readonly sources: (FakeAudioNode & { mediaStream: MediaStream })[] = [];
  readonly audioWorklet = { addModule: vi.fn(async (url: string) => void url) };
  createGain() {
    const gain = Object.assign(new FakeAudioNode(), { gain: { value: 1 } });
    this.gains.push(gain);
    return gain;
  }
  createMediaStreamSource(mediaStream: MediaStream) {
    const source = Object.assign(new FakeAudioNode(), { mediaStream });
    this.sources.push(source);
    return source;
  }
  get asContext() {
    return this as unknown as AudioContext;
  }
}

/** A harmonic tone at `hz` from `from` to `to` (context seconds), silence elsewhere. */
export const tone = (hz: number, from: number, to: number) => (time: number) => {
  if (time < from || time >= to) return 0;
  let value = 0;
  for (let h = 1; h <= 4; h++) value += Math.sin(2 * Math.PI * hz * h * (time - from)) / h;
  return 0.3 * value;
};
