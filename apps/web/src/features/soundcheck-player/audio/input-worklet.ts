// The input AudioWorklet: runs in the audio thread, hands every 128-frame render quantum of the
// microphone to InputProcessorCore (level, live pitch, notes, kept samples) and talks to the page
// through its port. Bundled by Vite (`?worker&url`) and loaded with audioWorklet.addModule.
import { InputProcessorCore, type InputCommand } from './input-processor';
import { INPUT_PROCESSOR_NAME } from './input-worklet-name';

// The AudioWorkletGlobalScope's own names (not in the DOM library types).
declare const sampleRate: number;
declare const currentFrame: number;
declare class AudioWorkletProcessor {
  readonly port: MessagePort;
}
declare function registerProcessor(name: string, processor: unknown): void;

class InputProcessor extends AudioWorkletProcessor {
  private readonly core: InputProcessorCore;

  constructor() {
    super();
    this.core = new InputProcessorCore({
      sampleRate,
      post: (message, transfer) => this.port.postMessage(message, transfer ?? []),
    });
    this.port.onmessage = (event: MessageEvent<InputCommand>) => this.core.command(event.data);
  }

  process(inputs: Float32Array[][]): boolean {
    const channel = inputs[0]?.[0];
    if (channel) this.core.process(channel, currentFrame);
    return true;
  }
}

registerProcessor(INPUT_PROCESSOR_NAME, InputProcessor);
