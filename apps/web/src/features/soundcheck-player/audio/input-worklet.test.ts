// The input worklet as the audio thread runs it (through the AudioWorkletGlobalScope shim): it
// registers under the name the page uses, keeps running without a microphone connected, and carries
// commands in and messages out through its port with the render quantum's context frame.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InputCommand, InputMessage } from './input-processor';
import { INPUT_PROCESSOR_NAME } from './input-worklet-name';
import { WorkletScope, type WorkletProcessor } from './testing/worklet-scope';

const SR = 48_000;
let scope: WorkletScope;

beforeAll(async () => {
  scope = new WorkletScope(SR);
  // Evaluated once, after the scope's globals exist: it registers its processor.
  await import('./input-worklet');
});

afterAll(() => scope.remove());

function render(processor: WorkletProcessor, inputs: Float32Array[][], frame: number) {
  (globalThis as unknown as { currentFrame: number }).currentFrame = frame;
  return processor.process(inputs, [[new Float32Array(128)]], {});
}

describe('input worklet', () => {
  it(`registers as '${INPUT_PROCESSOR_NAME}' and keeps running with no input channel`, () => {
    const processor = scope.create(INPUT_PROCESSOR_NAME, {});
    expect(render(processor, [], 0)).toBe(true);
    expect(render(processor, [[]], 128)).toBe(true);
    expect(processor.port.posted).toEqual([]);
  });

  it('forwards commands and blocks, with the context frame, and posts through its port', () => {
    const processor = scope.create(INPUT_PROCESSOR_NAME, {});
    const start: InputCommand = {
      type: 'start',
      startFrame: 1000 * 128 + 64,
      analyse: null,
      keepSamples: true,
    };
    processor.port.deliver(start);
    const block = new Float32Array(128).fill(0.25);
    for (let index = 0; index < 2000; index++) render(processor, [[block]], index * 128);
    processor.port.deliver({ type: 'stop' } satisfies InputCommand);
    const posted = processor.port.posted as InputMessage[];
    expect(posted.filter((message) => message.type === 'level').length).toBeGreaterThan(200);
    const kept = posted.flatMap((message) => (message.type === 'samples' ? [message.data] : []));
    // From frame 128064 to 256000: 127936 samples, of 0.25.
    expect(kept.reduce((sum, chunk) => sum + chunk.length, 0)).toBe(2000 * 128 - start.startFrame);
    expect(kept.every((chunk) => chunk.every((sample) => sample === 0.25))).toBe(true);
    expect(posted.at(-1)).toEqual({
      type: 'stopped',
      duration: (2000 * 128 - start.startFrame) / SR,
    });
  });
});
