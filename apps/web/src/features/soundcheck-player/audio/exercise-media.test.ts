import { describe, expect, it } from 'vitest';
import { writeMidi } from '@bandbook/soundcheck';
import {
  loadExerciseMedia,
  loadExerciseScore,
  loadPartStems,
  type LoadProgress,
} from './exercise-media';

const QUERY = '?exp=99&scope=uploads%2Fsoundcheck%2Fm1%2F&sig=abc';
const FOLDER = '/media/uploads/soundcheck/m1/';
const EXERCISE_URL = `${FOLDER}exercise.json${QUERY}`;

const note = (time: number, midi: number) => ({ time, duration: 0.5, midi, velocity: 0.8 });

const exercise = {
  version: 1,
  title: 'Two parts',
  tempo: 120,
  timeSignature: [4, 4],
  countInBars: 1,
  midi: 'reference.mid',
  parts: [
    {
      name: 'Guitar',
      instrument: 'guitar',
      can_record: true,
      default_bpm: 120,
      has_backing: true,
      has_full: true,
      multiple: false,
      non_pitched: false,
      track: 'Guitar',
      audio: { full: 'full.mp3', backing: 'guitar-backing.mp3', solo: 'guitar-solo.mp3' },
    },
    {
      name: 'Bass',
      instrument: 'bass',
      can_record: true,
      default_bpm: 120,
      has_backing: true,
      has_full: true,
      multiple: false,
      non_pitched: false,
      track: 1,
      audio: { full: 'full.mp3', backing: 'bass-backing.mp3' },
    },
  ],
};

const midi = writeMidi(
  [
    { name: 'Guitar', notes: [note(2, 64), note(2.5, 67)] },
    { name: 'Bass', notes: [note(2, 40), note(3.5, 43)] },
  ],
  120,
);

/** A server: files by name, sent in 1000-byte chunks with a content-length; every request logged. */
function server(overrides: Record<string, Response | (() => Response)> = {}) {
  const files: Record<string, Uint8Array> = {
    'exercise.json': new TextEncoder().encode(JSON.stringify(exercise)),
    'reference.mid': midi,
    'full.mp3': new Uint8Array(4500),
    'guitar-backing.mp3': new Uint8Array(3000),
    'guitar-solo.mp3': new Uint8Array(2500),
    'bass-backing.mp3': new Uint8Array(3200),
  };
  const requests: string[] = [];
  const fetchFile = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    requests.push(url);
    init?.signal?.throwIfAborted();
    const name = url.slice(FOLDER.length).split('?')[0]!;
    const override = overrides[name];
    if (override) return typeof override === 'function' ? override() : override;
    const bytes = files[name];
    if (!bytes || !url.endsWith(QUERY)) return new Response('missing', { status: 404 });
    let offset = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (offset >= bytes.length) return controller.close();
        controller.enqueue(bytes.slice(offset, offset + 1000));
        offset += 1000;
      },
    });
    return new Response(body, { headers: { 'content-length': String(bytes.length) } });
  };
  return { fetch: fetchFile as typeof fetch, requests };
}

/** Decodes "audio" to a buffer lasting one second per 1000 bytes. */
const decode = async (bytes: ArrayBuffer) =>
  ({ duration: bytes.byteLength / 1000, length: bytes.byteLength }) as unknown as AudioBuffer;

describe('exercise media loading', () => {
  it('loads the exercise and the reference notes of every part from next to the signed URL', async () => {
    const { fetch, requests } = server();
    const score = await loadExerciseScore(EXERCISE_URL, { fetch });
    expect(requests).toEqual([EXERCISE_URL, `${FOLDER}reference.mid${QUERY}`]);
    expect(score.exercise.title).toBe('Two parts');
    expect(score.parts.map(({ part, notes }) => [part.name, notes.map((n) => n.midi)])).toEqual([
      ['Guitar', [64, 67]],
      ['Bass', [40, 43]],
    ]);
    expect(score.durationSeconds).toBe(4);
    expect(score.tempos[0]?.bpm).toBeCloseTo(120, 6);
    expect(score.timeSignatures[0]).toMatchObject({ numerator: 4, denominator: 4 });
  });

  it("loads a part's stems with byte progress over all its files", async () => {
    const { fetch } = server();
    const score = await loadExerciseScore(EXERCISE_URL, { fetch });
    const progress: LoadProgress[] = [];
    const stems = await loadPartStems(score, 'Guitar', decode, {
      fetch,
      onProgress: (p) => progress.push(p),
    });
    expect(stems.full?.duration).toBe(4.5);
    expect(stems.backing?.duration).toBe(3);
    expect(stems.solo?.duration).toBe(2.5);
    const last = progress[progress.length - 1]!;
    expect(last).toMatchObject({ loadedBytes: 10000, totalBytes: 10000 });
    const known = progress.filter((p) => p.totalBytes > 0);
    for (let i = 1; i < known.length; i++) {
      expect(known[i]!.loadedBytes).toBeGreaterThanOrEqual(known[i - 1]!.loadedBytes);
    }
    expect(new Set(progress.map((p) => p.file))).toEqual(
      new Set(['full.mp3', 'guitar-backing.mp3', 'guitar-solo.mp3']),
    );
    // A part without a solo stem has none.
    expect(Object.keys(await loadPartStems(score, 'bass', decode, { fetch }))).toEqual([
      'full',
      'backing',
    ]);
  });

  it('downloads and decodes the full mix the parts share only once', async () => {
    const { fetch, requests } = server();
    const score = await loadExerciseScore(EXERCISE_URL, { fetch });
    const [guitar, bass] = await Promise.all([
      loadPartStems(score, 'Guitar', decode, { fetch }),
      loadPartStems(score, 'Bass', decode, { fetch }),
    ]);
    expect(guitar.full).toBe(bass.full);
    const again = await loadPartStems(score, 'Guitar', decode, { fetch });
    expect(again.full).toBe(guitar.full);
    expect(requests.filter((url) => url.includes('full.mp3'))).toHaveLength(1);
  });

  it('loads everything in one go, the duration taken from the longest stem', async () => {
    const { fetch, requests } = server();
    const progress: LoadProgress[] = [];
    const media = await loadExerciseMedia(EXERCISE_URL, decode, {
      fetch,
      onProgress: (p) => progress.push(p),
    });
    expect(Object.keys(media.stems)).toEqual(['Guitar', 'Bass']);
    expect(media.stems.Bass?.full).toBe(media.stems.Guitar?.full);
    expect(media.score.durationSeconds).toBe(4.5);
    expect(requests).toHaveLength(6);
    const last = progress[progress.length - 1]!;
    expect(last.loadedBytes).toBe(last.totalBytes);
  });

  it('keeps downloading a shared file while another part still waits for it', async () => {
    const { fetch, requests } = server();
    const score = await loadExerciseScore(EXERCISE_URL, { fetch });
    const cancelled = new AbortController();
    const first = loadPartStems(score, 'Guitar', decode, { fetch, signal: cancelled.signal });
    const second = loadPartStems(score, 'Bass', decode, { fetch });
    cancelled.abort();
    await expect(first).rejects.toMatchObject({ name: 'AbortError' });
    expect((await second).full?.duration).toBe(4.5);
    expect(requests.filter((url) => url.includes('full.mp3'))).toHaveLength(1);
  });

  describe('says what went wrong', () => {
    const failure = async (overrides: Parameters<typeof server>[0], load = 'score') => {
      const { fetch } = server(overrides);
      const failingDecode = async () => {
        throw new DOMException('Unable to decode audio data', 'EncodingError');
      };
      try {
        if (load === 'score') await loadExerciseScore(EXERCISE_URL, { fetch });
        else await loadExerciseMedia(EXERCISE_URL, failingDecode, { fetch });
      } catch (error) {
        expect(error).toMatchObject({ name: 'ExerciseLoadError' });
        return (error as Error).message;
      }
      throw new Error('expected a failure');
    };

    it('for HTTP and network errors', async () => {
      expect(await failure({ 'exercise.json': new Response('', { status: 403 }) })).toBe(
        'This exercise could not be loaded. exercise.json could not be downloaded (HTTP 403).',
      );
      expect(
        await failure({
          'reference.mid': () => {
            throw new TypeError('Failed to fetch');
          },
        }),
      ).toBe(
        'This exercise could not be loaded. reference.mid could not be downloaded (network error).',
      );
    });

    it('for a broken or invalid exercise file', async () => {
      expect(await failure({ 'exercise.json': new Response('{"version": 1,') })).toBe(
        'This exercise could not be loaded. exercise.json is not valid JSON.',
      );
      const bad = { ...exercise, parts: [{ ...exercise.parts[0], track: -1 }] };
      expect(await failure({ 'exercise.json': new Response(JSON.stringify(bad)) })).toMatch(
        /^This exercise could not be loaded\. Invalid exercise: parts\[0\]\.track must be/,
      );
    });

    it('for an unreadable MIDI file or a missing track', async () => {
      expect(await failure({ 'reference.mid': new Response('not midi at all') })).toMatch(
        /^This exercise could not be loaded\. reference\.mid is not a readable MIDI file/,
      );
      const noTrack = { ...exercise, parts: [{ ...exercise.parts[0], track: 'Cello' }] };
      expect(await failure({ 'exercise.json': new Response(JSON.stringify(noTrack)) })).toMatch(
        /^This exercise could not be loaded\. Part Guitar: .*Cello/,
      );
    });

    it('for audio the browser cannot decode', async () => {
      expect(await failure({}, 'media')).toMatch(
        /^This exercise could not be loaded\. (full|guitar-backing|guitar-solo|bass-backing)\.mp3 could not be decoded\.$/,
      );
    });
  });
});
