// One input worklet per audio context and a microphone opened per take: start() opens the device,
// anchors take time 0 to a context time (TAKE_LEAD_SECONDS after the device's first captured frame,
// read from the capture clock, so the same sound fed to the microphone lines up the same way every
// time) and tells the worklet to begin there; stop() collects the notes and samples and closes the
// device. The tuner and the calibration use it too.
import type { PlayedNote } from '@bandbook/soundcheck';
import { captureStartTime } from './capture-clock';
import type { AnalyseOptions, InputCommand, InputMessage } from './input-processor';
import { INPUT_PROCESSOR_NAME } from './input-worklet-name';
import { MicrophoneError, openMicrophone, type OpenMicrophone } from './microphone';

/**
 * Take time 0 is this long after the microphone's first captured frame (or, without a capture clock,
 * after it was asked for): time to open it and to schedule the playback and clicks that start with
 * the take. (Chromium's fake microphone starts its file with the capture, so browser tests know where
 * a take file's notes land.)
 */
export const TAKE_LEAD_SECONDS = 0.5;
/** When opening the microphone took longer (a permission prompt), start this soon after. */
export const MIN_LEAD_SECONDS = 0.1;
/** How long stop() waits for the worklet's last notes before closing anyway. */
const STOP_TIMEOUT_MS = 3000;

export interface Take {
  samples: Float32Array;
  sampleRate: number;
  /** Seconds recorded from take time 0. */
  duration: number;
  notes: PlayedNote[];
  /** Context time of take time 0. */
  startTime: number;
  deviceId: string;
}

export interface StartOptions {
  /** The part's analysis, or null to keep samples only (calibration). */
  analyse: AnalyseOptions | null;
  deviceId?: string;
  /** Keep the take's samples (default true). */
  keepSamples?: boolean;
}

export interface MonitorOptions {
  fmin?: number;
  fmax?: number;
  deviceId?: string;
}

interface Session {
  kind: 'take' | 'monitor';
  microphone: OpenMicrophone;
  source: MediaStreamAudioSourceNode;
  startTime: number;
  notes: PlayedNote[];
  chunks: Float32Array[];
  stopListening: () => void;
}

/** addModule once per context: the processor name can be registered only once. */
const loadedWorklets = new WeakMap<BaseAudioContext, Promise<void>>();

function loadWorklet(ctx: BaseAudioContext, url: string): Promise<void> {
  let loading = loadedWorklets.get(ctx);
  if (!loading) {
    loading = ctx.audioWorklet.addModule(url);
    loadedWorklets.set(ctx, loading);
    loading.catch(() => loadedWorklets.delete(ctx));
  }
  return loading;
}

/**
 * The context time of this moment. currentTime moves in render bursts and can lag the wall clock by
 * tens of milliseconds on a busy page; the output timestamp ties it to performance.now().
 */
export function contextNow(ctx: BaseAudioContext): number {
  const stamp =
    'getOutputTimestamp' in ctx && typeof ctx.getOutputTimestamp === 'function'
      ? (ctx as AudioContext).getOutputTimestamp()
      : null;
  if (stamp?.contextTime !== undefined && stamp.performanceTime) {
    const now = stamp.contextTime + (performance.now() - stamp.performanceTime) / 1000;
    // Never before what the context has already rendered.
    return Math.max(now, ctx.currentTime);
  }
  return ctx.currentTime;
}

/** A start() overtaken by stop() or dispose() while the microphone was opening. */
function cancelled() {
  return new DOMException('Recording was stopped before the microphone opened.', 'AbortError');
}

export class Recorder {
  onLevel?: (rms: number) => void;
  onPitch?: (hz: number | null, confidence: number, time: number) => void;
  onNote?: (note: PlayedNote) => void;
  onError?: (error: MicrophoneError) => void;
  private session: Session | null = null;
  private stopping: Promise<Take> | null = null;
  private stopped: ((duration: number) => void) | null = null;
  /** Bumped by stop() and dispose(): a microphone that opens after that is closed at once. */
  private generation = 0;
  private disposed = false;

  private constructor(
    private readonly ctx: AudioContext,
    private readonly node: AudioWorkletNode,
    private readonly sink: GainNode,
  ) {
    node.port.onmessage = (event: MessageEvent<InputMessage>) => this.receive(event.data);
  }

  static async create(ctx: AudioContext, workletUrl: string): Promise<Recorder> {
    await loadWorklet(ctx, workletUrl);
    const node = new AudioWorkletNode(ctx, INPUT_PROCESSOR_NAME, {
      numberOfInputs: 1,
      numberOfOutputs: 1,
      channelCount: 1,
      channelCountMode: 'explicit',
      channelInterpretation: 'speakers',
    });
    // A silent path to the output, so the graph pulls the worklet every render quantum.
    const sink = ctx.createGain();
    sink.gain.value = 0;
    node.connect(sink).connect(ctx.destination);
    return new Recorder(ctx, node, sink);
  }

  /** A take or the tuner's monitoring is running (the microphone is open). */
  get isActive() {
    return this.session !== null;
  }

  get isMonitoring() {
    return this.session?.kind === 'monitor';
  }

  private send(command: InputCommand) {
    this.node.port.postMessage(command);
  }

  private receive(message: InputMessage) {
    const session = this.session;
    switch (message.type) {
      case 'level':
        this.onLevel?.(message.rms);
        break;
      case 'pitch':
        this.onPitch?.(message.hz, message.confidence, message.time);
        break;
      case 'note':
        session?.notes.push(message.note);
        this.onNote?.(message.note);
        break;
      case 'samples':
        session?.chunks.push(message.data);
        break;
      case 'stopped':
        this.stopped?.(message.duration);
        this.stopped = null;
        break;
    }
  }

  private async open(
    kind: Session['kind'],
    deviceId: string | undefined,
    command: (startFrame: number) => InputCommand,
  ) {
    if (this.disposed) throw new Error('The recorder was disposed.');
    if (this.session) await this.stop();
    const generation = ++this.generation;
    const requested = contextNow(this.ctx);
    const microphone = await openMicrophone({ deviceId });
    if (generation !== this.generation || this.disposed) {
      microphone.stop();
      throw cancelled();
    }
    const source = this.ctx.createMediaStreamSource(microphone.stream);
    source.connect(this.node);
    // From the capture clock where the browser has one: the same lead into what the device heard
    // however long it took to open. Otherwise from the request.
    const captured = await captureStartTime(microphone.track, () => contextNow(this.ctx));
    if (generation !== this.generation || this.disposed) {
      source.disconnect();
      microphone.stop();
      throw cancelled();
    }
    const startTime = Math.max(
      (captured ?? requested) + TAKE_LEAD_SECONDS,
      this.ctx.currentTime + MIN_LEAD_SECONDS,
    );
    const stopListening = microphone.onEnded(() => {
      this.onError?.(new MicrophoneError('unplugged'));
    });
    this.session = { kind, microphone, source, startTime, notes: [], chunks: [], stopListening };
    this.send(command(Math.round(startTime * this.ctx.sampleRate)));
    return { startTime, microphone };
  }

  /** Opens the microphone for a take; answers take time 0 as a context time. */
  start(options: StartOptions): Promise<{ startTime: number; microphone: OpenMicrophone }> {
    return this.open('take', options.deviceId, (startFrame) => ({
      type: 'start',
      startFrame,
      analyse: options.analyse,
      keepSamples: options.keepSamples ?? true,
    }));
  }

  /** The tuner: live pitch only (onPitch), on its own microphone. */
  async monitor(options: MonitorOptions = {}): Promise<void> {
    await this.open('monitor', options.deviceId, () => ({
      type: 'monitor',
      fmin: options.fmin,
      fmax: options.fmax,
    }));
  }

  /** Ends the tuner's monitoring and closes its microphone; a take is left alone. */
  async stopMonitor(): Promise<void> {
    if (this.session?.kind === 'monitor') await this.stop();
  }

  /**
   * Ends the take (or the monitoring): the last note is flushed, the microphone closed. A start()
   * still waiting for the microphone is called off (it rejects with an AbortError).
   */
  stop(): Promise<Take> {
    if (this.stopping) return this.stopping;
    const session = this.session;
    if (!session) {
      this.generation++;
      return Promise.reject(new Error('The recorder is not recording.'));
    }
    this.stopping = this.finish(session).finally(() => {
      this.stopping = null;
    });
    return this.stopping;
  }

  private async finish(session: Session): Promise<Take> {
    const duration = await new Promise<number>((resolve) => {
      const timer = setTimeout(() => resolve(0), STOP_TIMEOUT_MS);
      this.stopped = (value) => {
        clearTimeout(timer);
        resolve(value);
      };
      this.send({ type: 'stop' });
    });
    this.stopped = null;
    this.release(session);
    const length = session.chunks.reduce((sum, chunk) => sum + chunk.length, 0);
    const samples = new Float32Array(length);
    let offset = 0;
    for (const chunk of session.chunks) {
      samples.set(chunk, offset);
      offset += chunk.length;
    }
    return {
      samples,
      sampleRate: this.ctx.sampleRate,
      duration: duration || length / this.ctx.sampleRate,
      notes: session.notes,
      startTime: session.startTime,
      deviceId: session.microphone.deviceId,
    };
  }

  private release(session: Session) {
    if (this.session === session) this.session = null;
    session.stopListening();
    session.source.disconnect();
    session.microphone.stop();
  }

  /** Closes the microphone at once (no take) and takes the worklet out of the graph. */
  dispose() {
    if (this.disposed) return;
    this.disposed = true;
    this.generation++;
    if (this.session) this.release(this.session);
    // A stop() in flight gets its take now, without the worklet's answer.
    this.stopped?.(0);
    this.send({ type: 'idle' });
    this.node.port.onmessage = null;
    this.node.disconnect();
    this.sink.disconnect();
  }
}
