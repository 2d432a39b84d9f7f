// WAV reading covers the formats takes arrive in (16-bit PCM from the fake microphone, float from tools).
import { describe, expect, it } from 'vitest';
import { decodeWav, WavFormatError } from '../src/wav/read-wav.js';
import { encodeWav } from '../src/wav/write-wav.js';

const sine = Float32Array.from(
  { length: 1000 },
  (_, i) => 0.5 * Math.sin((2 * Math.PI * 440 * i) / 48000),
);

describe('WAV', () => {
  it('round-trips 16-bit PCM within one quantisation step', () => {
    const decoded = decodeWav(encodeWav(sine, 48000, 'pcm16'));
    expect(decoded).toMatchObject({
      sampleRate: 48000,
      channels: 1,
      bitsPerSample: 16,
      format: 'pcm',
    });
    decoded.samples.forEach((v, i) =>
      expect(Math.abs(v - sine[i]!)).toBeLessThan(1 / 32768 + 1e-9),
    );
  });

  it('round-trips 32-bit float exactly', () => {
    const decoded = decodeWav(encodeWav(sine, 44100, 'float32'));
    expect(decoded.format).toBe('float');
    expect(decoded.sampleRate).toBe(44100);
    expect(Array.from(decoded.samples)).toEqual(Array.from(sine));
  });

  it('mixes stereo down to mono', () => {
    const left = Float32Array.from([0.5, 0.5, -0.5]);
    const right = Float32Array.from([0.5, -0.5, -0.25]);
    const decoded = decodeWav(encodeWav([left, right], 22050, 'float32'));
    expect(decoded.channels).toBe(2);
    expect(Array.from(decoded.samples)).toEqual([0.5, 0, -0.375]);
  });

  it('reads 24-bit PCM and WAVE_FORMAT_EXTENSIBLE headers, skipping unknown chunks', () => {
    const frames = [0.25, -0.5];
    const data = new Uint8Array(frames.length * 3);
    frames.forEach((v, i) => {
      const n = Math.round(v * 8388608) & 0xffffff;
      data.set([n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff], i * 3);
    });
    const fmt = new Uint8Array(40);
    const view = new DataView(fmt.buffer);
    view.setUint16(0, 0xfffe, true);
    view.setUint16(2, 1, true);
    view.setUint32(4, 96000, true);
    view.setUint32(8, 96000 * 3, true);
    view.setUint16(12, 3, true);
    view.setUint16(14, 24, true);
    view.setUint16(16, 22, true);
    view.setUint16(24, 1, true); // sub-format GUID starts with the PCM code
    const bytes = riff([chunk('LIST', new Uint8Array(6)), chunk('fmt ', fmt), chunk('data', data)]);
    const decoded = decodeWav(bytes);
    expect(decoded.sampleRate).toBe(96000);
    expect(Array.from(decoded.samples)).toEqual(frames);
  });

  it('rejects files that are not WAV or use unsupported encodings', () => {
    expect(() => decodeWav(new TextEncoder().encode('MThd not a wav'))).toThrow(WavFormatError);
    const fmt = new Uint8Array(16);
    const header = new DataView(fmt.buffer);
    header.setUint16(0, 2, true); // ADPCM
    header.setUint16(2, 1, true);
    header.setUint32(4, 8000, true);
    header.setUint16(14, 4, true);
    expect(() => decodeWav(riff([chunk('fmt ', fmt), chunk('data', new Uint8Array(4))]))).toThrow(
      /unsupported format/,
    );
  });
});

function chunk(id: string, body: Uint8Array): Uint8Array {
  const out = new Uint8Array(8 + body.length + (body.length & 1));
  out.set(new TextEncoder().encode(id), 0);
  new DataView(out.buffer).setUint32(4, body.length, true);
  out.set(body, 8);
  return out;
}

function riff(chunks: Uint8Array[]): Uint8Array {
  const size = chunks.reduce((total, c) => total + c.length, 4);
  const out = new Uint8Array(8 + size);
  out.set(new TextEncoder().encode('RIFF'), 0);
  new DataView(out.buffer).setUint32(4, size, true);
  out.set(new TextEncoder().encode('WAVE'), 8);
  let offset = 12;
  for (const c of chunks) {
    out.set(c, offset);
    offset += c.length;
  }
  return out;
}
