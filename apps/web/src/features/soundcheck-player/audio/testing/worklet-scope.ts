// A minimal AudioWorkletGlobalScope for Node tests, so a processor written for the browser (the
// signalsmith-stretch worklet) runs unchanged: AudioWorkletProcessor with a MessagePort-like port,
// registerProcessor, and the sampleRate/currentFrame/currentTime globals, which render() advances.

type ProcessorClass = new (options: AudioWorkletNodeOptions) => WorkletProcessor;

export interface WorkletProcessor {
  port: FakePort;
  process(inputs: Float32Array[][], outputs: Float32Array[][], parameters: object): boolean;
}

interface WorkletGlobals {
  sampleRate: number;
  currentFrame: number;
  currentTime: number;
  AudioWorkletProcessor: unknown;
  registerProcessor: (name: string, processor: ProcessorClass) => void;
}

/** The processor's end of a MessageChannel: what it posts is kept, messages to it are delivered at once. */
export class FakePort {
  onmessage: ((event: { data: unknown }) => void) | null = null;
  readonly posted: unknown[] = [];
  postMessage(data: unknown) {
    this.posted.push(data);
  }
  /** Delivers a message as the node's side would. */
  deliver(data: unknown) {
    this.onmessage?.({ data });
  }
}

export class WorkletScope {
  private readonly processors = new Map<string, ProcessorClass>();
  private readonly globals = globalThis as unknown as WorkletGlobals;

  constructor(readonly sampleRate: number) {
    const processors = this.processors;
    this.globals.sampleRate = sampleRate;
    this.globals.currentFrame = 0;
    this.globals.currentTime = 0;
    this.globals.AudioWorkletProcessor = class {
      port = new FakePort();
    };
    this.globals.registerProcessor = (name, processor) => processors.set(name, processor);
  }

  /** Evaluates a worklet module in this scope (a fresh instance, so it registers again). */
  async load(moduleUrl: string): Promise<void> {
    await import(/* @vite-ignore */ `${moduleUrl}?scope=${Math.random()}`);
  }

  create(name: string, options: AudioWorkletNodeOptions): WorkletProcessor {
    const processor = this.processors.get(name);
    if (!processor) throw new Error(`no processor registered as ${name}`);
    return new processor(options);
  }

  get currentTime(): number {
    return this.globals.currentTime;
  }

  /** Renders `frames` frames in 128-frame render quanta, advancing the clock; answers the output channels. */
  render(processor: WorkletProcessor, frames: number, channels: number): Float32Array[] {
    const out = Array.from({ length: channels }, () => new Float32Array(frames));
    const block = Array.from({ length: channels }, () => new Float32Array(128));
    for (let offset = 0; offset < frames; offset += 128) {
      processor.process([[]], [block], {});
      const count = Math.min(128, frames - offset);
      block.forEach((channel, c) => out[c]!.set(channel.subarray(0, count), offset));
      this.globals.currentFrame += 128;
      this.globals.currentTime = this.globals.currentFrame / this.sampleRate;
    }
    return out;
  }

  remove(): void {
    const globals = globalThis as unknown as Partial<WorkletGlobals>;
    delete globals.AudioWorkletProcessor;
    delete globals.registerProcessor;
  }
}

/** Sends a call the way the stretch node does ([id, method, ...args]) and answers its reply. */
export function call(port: FakePort, method: string, ...args: unknown[]): unknown {
  const id = Math.floor(Math.random() * 1e9);
  port.deliver([id, method, ...args]);
  const reply = port.posted.find((message) => Array.isArray(message) && message[0] === id) as
    unknown[] | undefined;
  return reply?.[1];
}

/** Waits until the processor's WASM is compiled and it said "ready". */
export async function whenReady(port: FakePort, timeoutMs = 5000): Promise<void> {
  const started = Date.now();
  while (!port.posted.some((message) => Array.isArray(message) && message[0] === 'ready')) {
    if (Date.now() - started > timeoutMs) throw new Error('the worklet never got ready');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
