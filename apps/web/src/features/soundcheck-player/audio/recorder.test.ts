// The recorder's plumbing against a fake audio context whose worklet node runs the real input
// processor (testing/recorder-fakes.ts) and a fake microphone: take time 0 anchored to the capture
// clock or the request, notes in order, samples joined, the device closed at the end, the tuner's
// monitoring, an unplugged microphone and a stop during the prompt.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlayedNote } from '@bandbook/soundcheck';
import { installFakeMicrophone, type FakeMicrophone } from './fake-microphone';
import { INPUT_PROCESSOR_NAME } from './input-worklet-name';
import { MicrophoneError } from './microphone';
import { MIN_LEAD_SECONDS, Recorder, TAKE_LEAD_SECONDS } from './recorder';
import { FakeContext, FakeWorkletNode, SR, tone } from './testing/recorder-fakes';

const analyse = { nonPitched: false, chords: false, fmin: 70, fmax: 1400 };
let ctx: FakeContext;
let mic: FakeMicrophone;

beforeEach(() => {
  FakeWorkletNode.created = [];
  vi.stubGlobal('AudioWorkletNode', FakeWorkletNode);
  ctx = new FakeContext();
  mic = installFakeMicrophone();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Recorder', () => {
  it('loads the worklet once per context and wires its node through a silent gain', async () => {
    await Recorder.create(ctx.asContext, '/input-worklet.js');
    await Recorder.create(ctx.asContext, '/input-worklet.js');
    expect(ctx.audioWorklet.addModule).toHaveBeenCalledTimes(1);
    const node = FakeWorkletNode.created[0]!;
    expect(node.name).toBe(INPUT_PROCESSOR_NAME);
    expect(node.options).toMatchObject({ numberOfInputs: 1, numberOfOutputs: 1 });
    const gain = ctx.gains[0]!;
    expect(node.connections).toEqual([gain]);
    expect(gain.gain.value).toBe(0);
    expect(gain.connections).toEqual([ctx.destination]);
  });

  it('anchors take time 0 half a second after asking for the microphone', async () => {
    const recorder = await Recorder.create(ctx.asContext, '/w.js');
    const asked = ctx.currentTime;
    const { startTime, microphone } = await recorder.start({ analyse });
    expect(startTime).toBeCloseTo(asked + TAKE_LEAD_SECONDS, 9);
    const node = FakeWorkletNode.created[0]!;
    expect(node.commands).toEqual([
      { type: 'start', startFrame: Math.round(startTime * SR), analyse, keepSamples: true },
    ]);
    expect(ctx.sources[0]!.connections).toEqual([node]);
    expect(ctx.sources[0]!.mediaStream).toBe(microphone.stream);
    expect(mic.lastConstraints!.audio).toMatchObject({ echoCancellation: false });
  });

  it('starts soon after the microphone opened when the prompt took longer than the lead', async () => {
    const open = mic.getUserMedia.getMockImplementation()!;
    mic.getUserMedia.mockImplementationOnce(async (constraints: MediaStreamConstraints) => {
      ctx.currentTime += 4; // the learner read the permission prompt
      return open(constraints);
    });
    const recorder = await Recorder.create(ctx.asContext, '/w.js');
    const { startTime } = await recorder.start({ analyse });
    expect(startTime).toBeCloseTo(ctx.currentTime + MIN_LEAD_SECONDS, 9);
  });

  it('anchors take time 0 on the capture clock: the lead after the first captured frame', async () => {
    const open = mic.getUserMedia.getMockImplementation()!;
    let capturedAt = 0;
    mic.getUserMedia.mockImplementationOnce(async (constraints: MediaStreamConstraints) => {
      ctx.currentTime += 0.3; // the device took 300 ms to open, and captured from 100 ms in
      capturedAt = ctx.currentTime - 0.2;
      const stream = await open(constraints);
      Object.defineProperty(stream.getAudioTracks()[0], 'stats', {
        get: () => ({ deliveredFramesDuration: (ctx.currentTime - capturedAt) * 1000 }),
      });
      return stream;
    });
    const recorder = await Recorder.create(ctx.asContext, '/w.js');
    const asked = ctx.currentTime;
    const { startTime } = await recorder.start({ analyse });
    expect(startTime).toBeCloseTo(capturedAt + TAKE_LEAD_SECONDS, 6);
    expect(startTime).not.toBeCloseTo(asked + TAKE_LEAD_SECONDS, 2);
  });

  it('collects the notes in order and the samples of the take, and closes the microphone', async () => {
    const recorder = await Recorder.create(ctx.asContext, '/w.js');
    const heard: PlayedNote[] = [];
    const levels: number[] = [];
    const pitches: (number | null)[] = [];
    recorder.onNote = (note) => heard.push(note);
    recorder.onLevel = (rms) => levels.push(rms);
    recorder.onPitch = (hz) => pitches.push(hz);
    const { startTime } = await recorder.start({ analyse });
    const node = FakeWorkletNode.created[0]!;
    // Three notes after take time 0, one before it (not part of the take).
    const melody = [
      tone(196, 12.4, 12.6),
      ...[220, 247, 262].map((hz, i) =>
        tone(hz, startTime + 0.3 + i * 0.5, startTime + 0.7 + i * 0.5),
      ),
    ];
    node.render(3, (time) => melody.reduce((sum, part) => sum + part(time), 0));
    const take = await recorder.stop();

    expect(take.notes.map((note) => Math.round(note.midi!))).toEqual([57, 59, 60]);
    expect(take.notes.map((note) => note.onset)).toEqual(
      [...take.notes.map((note) => note.onset)].sort((a, b) => a - b),
    );
    expect(Math.abs(take.notes[0]!.onset - 0.3)).toBeLessThan(0.02);
    expect(heard).toEqual(take.notes);
    expect(take.startTime).toBe(startTime);
    expect(take.sampleRate).toBe(SR);
    expect(take.deviceId).toBe('mic-1');
    // From take time 0 to the end of the rendered audio, every sample, in order.
    const firstFrame = Math.round(12.345 * SR);
    const startFrame = Math.round(startTime * SR);
    const rendered = Math.ceil((3 * SR) / 128) * 128;
    expect(take.samples.length).toBe(firstFrame + rendered - startFrame);
    expect(take.duration).toBeCloseTo(take.samples.length / SR, 9);
    const expected = Float32Array.from({ length: 2000 }, (_, i) => {
      const time = (startFrame + 20_000 + i) / SR;
      return melody.reduce((sum, part) => sum + part(time), 0);
    });
    expect(take.samples.subarray(20_000, 22_000)).toEqual(expected);
    expect(levels.length).toBeGreaterThan(100);
    expect(pitches.some((hz) => hz !== null && Math.abs(hz - 247) < 3)).toBe(true);

    expect(mic.tracks[0]!.stopped).toBe(true);
    expect(ctx.sources[0]!.disconnected).toBe(true);
    expect(recorder.isActive).toBe(false);
  });

  it('gives the take it has when the worklet does not answer', async () => {
    const recorder = await Recorder.create(ctx.asContext, '/w.js');
    await recorder.start({ analyse: null });
    const node = FakeWorkletNode.created[0]!;
    node.render(1, () => 0.1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    node.answering = false;
    vi.useFakeTimers();
    const stopping = recorder.stop();
    await vi.advanceTimersByTimeAsync(3000);
    const take = await stopping;
    // The chunks that had arrived (0.1 s each); the last partial one never came.
    expect(take.samples.length % (SR / 10)).toBe(0);
    expect(take.duration).toBeCloseTo(take.samples.length / SR, 9);
    expect(mic.tracks[0]!.stopped).toBe(true);
  });

  it('reports an unplugged microphone during the take', async () => {
    const recorder = await Recorder.create(ctx.asContext, '/w.js');
    const errors: MicrophoneError[] = [];
    recorder.onError = (error) => errors.push(error);
    await recorder.start({ analyse });
    mic.tracks[0]!.unplug();
    expect(errors).toHaveLength(1);
    expect(errors[0]!.kind).toBe('unplugged');
    expect(errors[0]).toBeInstanceOf(MicrophoneError);
    // After the take the microphone is no longer watched.
    const stopping = recorder.stop();
    await stopping;
    mic.tracks[0]!.unplug();
    expect(errors).toHaveLength(1);
  });

  it('monitors the pitch for the tuner on its own microphone, closed by stopMonitor', async () => {
    const recorder = await Recorder.create(ctx.asContext, '/w.js');
    const pitches: (number | null)[] = [];
    recorder.onPitch = (hz) => pitches.push(hz);
    await recorder.monitor({ fmin: 70, fmax: 1400 });
    const node = FakeWorkletNode.created[0]!;
    expect(node.commands).toEqual([{ type: 'monitor', fmin: 70, fmax: 1400 }]);
    expect(recorder.isMonitoring).toBe(true);
    node.render(0.5, tone(440, 0, 100));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(pitches.filter((hz) => hz !== null && Math.abs(hz - 440) < 2).length).toBeGreaterThan(
      20,
    );
    await recorder.stopMonitor();
    expect(mic.tracks[0]!.stopped).toBe(true);
    expect(recorder.isActive).toBe(false);
  });

  it('leaves a take alone on stopMonitor', async () => {
    const recorder = await Recorder.create(ctx.asContext, '/w.js');
    await recorder.start({ analyse });
    await recorder.stopMonitor();
    expect(recorder.isActive).toBe(true);
    expect(mic.tracks[0]!.stopped).toBe(false);
  });

  it('closes a microphone that opens after stop() or dispose() was called', async () => {
    const recorder = await Recorder.create(ctx.asContext, '/w.js');
    const starting = recorder.start({ analyse });
    await expect(recorder.stop()).rejects.toThrow('not recording');
    await expect(starting).rejects.toMatchObject({ name: 'AbortError' });
    expect(mic.tracks[0]!.stopped).toBe(true);

    const again = recorder.start({ analyse });
    recorder.dispose();
    await expect(again).rejects.toMatchObject({ name: 'AbortError' });
    expect(mic.tracks[1]!.stopped).toBe(true);
    expect(recorder.isActive).toBe(false);
  });

  it('dispose releases the microphone, answers a pending stop and leaves the graph', async () => {
    const recorder = await Recorder.create(ctx.asContext, '/w.js');
    await recorder.start({ analyse });
    const node = FakeWorkletNode.created[0]!;
    node.answering = false;
    const stopping = recorder.stop();
    recorder.dispose();
    await expect(stopping).resolves.toMatchObject({ notes: [] });
    expect(mic.tracks[0]!.stopped).toBe(true);
    expect(node.commands.at(-1)).toEqual({ type: 'idle' });
    expect(node.disconnected).toBe(true);
    expect(ctx.gains[0]!.disconnected).toBe(true);
  });
});
