// npm run bench:capture-clock: how consistently a take's start lines up with what the microphone heard,
// placed from the moment the microphone was asked for (the player before issue 45) and from the
// capture clock (audio/capture-clock.ts, bundled into the page as the player runs it). Chromium's fake
// microphone plays a file with a click 1 s in; an input worklet finds the click's context time; each
// row is that time minus the take's start (0.5 s after the anchor), over several opens in one browser
// (Retry) and over fresh browsers. The spread is what moves a take's notes between recordings.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { chromium, type Page } from '@playwright/test';
import { encodeWav } from '@bandbook/soundcheck';

const SAMPLE_RATE = 48_000;
const CLICK_AT_S = 1;
const OPENS = Number(process.env.OPENS ?? 5);
const BROWSERS = Number(process.env.BROWSERS ?? 5);

function clickFile(): string {
  const samples = new Float32Array(SAMPLE_RATE * 4);
  for (let i = 0; i < 480; i++) samples[CLICK_AT_S * SAMPLE_RATE + i] = 0.8 * Math.sin(i / 3);
  const file = join(mkdtempSync(join(tmpdir(), 'bandbook-clock-')), 'click.wav');
  writeFileSync(file, encodeWav(samples, SAMPLE_RATE));
  return file;
}

const WORKLET = `class FirstLoud extends AudioWorkletProcessor {
  constructor() { super(); this.found = false; this.port.onmessage = () => { this.found = false; }; }
  process(inputs) {
    const x = inputs[0][0];
    if (x && !this.found) for (let i = 0; i < x.length; i++) if (Math.abs(x[i]) > 0.3) {
      this.port.postMessage((currentFrame + i) / sampleRate); this.found = true; break;
    }
    return true;
  }
}
registerProcessor('first-loud', FirstLoud);`;

async function pageScript(): Promise<string> {
  const bundled = await build({
    entryPoints: [
      new URL(
        '../../apps/web/src/features/soundcheck-player/audio/capture-clock.ts',
        import.meta.url,
      ).pathname,
    ],
    bundle: true,
    format: 'iife',
    globalName: 'captureClock',
    write: false,
  });
  return bundled.outputFiles[0]!.text;
}

/** In the page: `opens` microphone opens; for each, the click's place after each anchor's take start. */
async function measure(page: Page, opens: number) {
  return page.evaluate(async (count) => {
    type CaptureStartTime = (track: MediaStreamTrack, now: () => number) => Promise<number | null>;
    const clock = (window as unknown as { captureClock: { captureStartTime: CaptureStartTime } })
      .captureClock;
    const ctx = new AudioContext();
    await ctx.resume();
    await ctx.audioWorklet.addModule('/worklet.js');
    const node = new AudioWorkletNode(ctx, 'first-loud');
    const sink = ctx.createGain();
    sink.gain.value = 0;
    node.connect(sink).connect(ctx.destination);
    const now = () => {
      const stamp = ctx.getOutputTimestamp();
      const time = stamp.contextTime! + (performance.now() - stamp.performanceTime!) / 1000;
      return Math.max(ctx.currentTime, time);
    };
    const rows: { request: number; capture: number | null }[] = [];
    for (let open = 0; open < count; open++) {
      node.port.postMessage('again');
      await new Promise((resolve) => setTimeout(resolve, 300));
      const requested = now();
      const stream = await navigator.mediaDevices.getUserMedia({
        audio: { echoCancellation: false, noiseSuppression: false, autoGainControl: false },
      });
      const track = stream.getAudioTracks()[0]!;
      const source = ctx.createMediaStreamSource(stream);
      source.connect(node);
      const click = new Promise<number>((resolve) => {
        node.port.onmessage = (event: MessageEvent<number>) => resolve(event.data);
      });
      const captured = await clock.captureStartTime(track, now);
      const heard = await click;
      rows.push({
        request: Math.round((heard - requested - 0.5) * 1000),
        capture: captured === null ? null : Math.round((heard - captured - 0.5) * 1000),
      });
      await new Promise((resolve) => setTimeout(resolve, 2000));
      source.disconnect();
      track.stop();
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    return rows;
  }, opens);
}

async function main() {
  const file = clickFile();
  const script = await pageScript();
  const server = createServer((request, response) => {
    if (request.url === '/worklet.js') {
      response.setHeader('content-type', 'text/javascript');
      response.end(WORKLET);
    } else if (request.url === '/clock.js') {
      response.setHeader('content-type', 'text/javascript');
      response.end(script);
    } else {
      response.setHeader('content-type', 'text/html');
      // tsx keeps function names with a helper (__name) that the evaluated function calls in the page.
      response.end(
        '<!doctype html><title>clock</title><script>window.__name = (f) => f;</script>' +
          '<script src="/clock.js"></script>',
      );
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const launch = () =>
    chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
        '--autoplay-policy=no-user-gesture-required',
        `--use-file-for-fake-audio-capture=${file}%noloop`,
      ],
    });
  const run = async (opens: number) => {
    const browser = await launch();
    try {
      const page = await browser.newPage();
      await page.goto(`http://127.0.0.1:${port}/`);
      return await measure(page, opens);
    } finally {
      await browser.close();
    }
  };
  const oneBrowser = await run(OPENS);
  const fresh = [];
  for (let i = 0; i < BROWSERS; i++) fresh.push(...(await run(1)));
  server.close();

  const line = (label: string, values: (number | null)[]) => {
    const known = values.filter((value): value is number => value !== null);
    const spread = known.length ? Math.max(...known) - Math.min(...known) : NaN;
    console.log(
      `${label.padEnd(34)} ${values.map((v) => String(v ?? '-').padStart(4)).join(' ')}   spread ${spread} ms`,
    );
  };
  console.log('click heard after take start (ms; 500 = no offset)');
  line(
    `one browser, ${OPENS} opens, request`,
    oneBrowser.map((row) => row.request),
  );
  line(
    `one browser, ${OPENS} opens, capture clock`,
    oneBrowser.map((row) => row.capture),
  );
  line(
    `${BROWSERS} browsers, request`,
    fresh.map((row) => row.request),
  );
  line(
    `${BROWSERS} browsers, capture clock`,
    fresh.map((row) => row.capture),
  );
}

await main();
