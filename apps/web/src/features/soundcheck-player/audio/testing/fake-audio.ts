// Just enough of an AudioContext for the players' bookkeeping tests: nodes record their wiring, params
// their latest target, buffer sources their start; the clock is set by the test. No sound is made.
import type { StretchChange, StretchNode } from '../stretch-node';

export class FakeParam {
  value: number;
  constructor(value = 1) {
    this.value = value;
  }
  /** Where the param is heading (the last target set), the test's idea of its value. */
  get target() {
    return this.value;
  }
  setTargetAtTime(value: number) {
    this.value = value;
  }
  cancelScheduledValues() {}
}

class FakeNode {
  readonly connections: unknown[] = [];
  connect(target: unknown) {
    this.connections.push(target);
    return target;
  }
  disconnect() {
    this.connections.length = 0;
  }
}

export class FakeGain extends FakeNode {
  readonly gain = new FakeParam();
}

export class FakeBuffer {
  readonly channels: Float32Array[];
  constructor(
    readonly numberOfChannels: number,
    readonly length: number,
    readonly sampleRate: number,
  ) {
    this.channels = Array.from({ length: numberOfChannels }, () => new Float32Array(length));
  }
  get duration() {
    return this.length / this.sampleRate;
  }
  getChannelData(channel: number) {
    return this.channels[channel]!;
  }
  copyToChannel(source: Float32Array, channel: number) {
    this.channels[channel]!.set(source);
  }
}

export class FakeBufferSource extends FakeNode {
  buffer: FakeBuffer | null = null;
  onended: (() => void) | null = null;
  started: { when: number; offset: number } | null = null;
  stopped = false;
  start(when: number, offset: number) {
    this.started = { when, offset };
  }
  stop() {
    this.stopped = true;
  }
}

export class FakeContext {
  currentTime = 0;
  readonly sampleRate: number;
  readonly destination = new FakeNode();
  readonly gains: FakeGain[] = [];
  readonly sources: FakeBufferSource[] = [];
  constructor(sampleRate = 48000) {
    this.sampleRate = sampleRate;
  }
  createGain() {
    const gain = new FakeGain();
    this.gains.push(gain);
    return gain;
  }
  createChannelSplitter() {
    return new FakeNode();
  }
  createBuffer(channels: number, length: number, sampleRate: number) {
    return new FakeBuffer(channels, length, sampleRate);
  }
  createBufferSource() {
    const source = new FakeBufferSource();
    this.sources.push(source);
    return source;
  }
  /** For the constructors that want a BaseAudioContext. */
  get asContext() {
    return this as unknown as BaseAudioContext;
  }
}

/** A stretch node that records what it is told. */
export class FakeStretch extends FakeNode implements StretchNode {
  readonly changes: StretchChange[] = [];
  buffers: Float32Array[] = [];
  async schedule(change: StretchChange) {
    this.changes.push(change);
  }
  async addBuffers(channels: Float32Array[]) {
    this.buffers = channels;
    return 0;
  }
  async dropBuffers() {
    this.buffers = [];
  }
  async latency() {
    return 0.12;
  }
}

/** A mono AudioBuffer stand-in of `seconds` at `sampleRate`, filled with `value`. */
export function fakeAudio(seconds: number, value = 0.5, sampleRate = 48000, channels = 1) {
  const buffer = new FakeBuffer(channels, Math.round(seconds * sampleRate), sampleRate);
  for (const channel of buffer.channels) channel.fill(value);
  return buffer as unknown as AudioBuffer;
}
