// SoundCheck exercise files for upload tests (docs/scoring.md §1): a definition, its MIDI file and
// stems that are what their names say (uploads are checked by content, decision 051), zipped or not,
// and the admin calls that put them in a package.
import { randomUUID } from 'node:crypto';
import { zipSync } from 'fflate';
import { expect } from 'vitest';
import { writeMidi } from '@bandbook/soundcheck';
import {
  toPackageForm,
  type AdminContentPackage,
  type ContentPackageUpdateInput,
  type ErrorResponse,
} from '@bandbook/domain';
import type { AppContext } from '../../src/context.js';
import type { StaffMember } from './staff.js';
import { auth, type TestApp } from './test-app.js';

export type Form = ContentPackageUpdateInput;
export type Item = Form['content']['mmsList'][number]['contentList'][number];
export const BASE = '/api/admin/content-packages';

export const midi = () =>
  writeMidi(
    [
      {
        name: 'Guitar',
        notes: [0, 1, 2, 3].map((i) => ({
          time: 2.4 + i * 0.6,
          duration: 0.5,
          midi: 60 + i,
          velocity: 0.8,
        })),
      },
    ],
    100,
  );

/** An exercise of one guitar part; `audio` names its stems, `part` sets more of the part's fields. */
export const exerciseJson = (
  audio: Record<string, string> = {},
  part: Record<string, unknown> = {},
) =>
  new TextEncoder().encode(
    JSON.stringify({
      version: 1,
      title: 'Blues in A',
      tempo: 100,
      timeSignature: [4, 4],
      countInBars: 1,
      midi: 'reference.mid',
      parts: [
        {
          name: 'Guitar',
          instrument: 'guitar',
          can_record: true,
          default_bpm: 100,
          has_backing: true,
          has_full: true,
          multiple: false,
          non_pitched: false,
          track: 0,
          audio: { full: 'full.mp3', backing: 'guitar-backing.mp3', ...audio },
          ...part,
        },
      ],
    }),
  );

/** `size` bytes of an MP3 stream: a frame header, then filler (random when asked: it will not pack). */
export function mp3(size = 256, random = false) {
  const bytes = Uint8Array.from({ length: size }, (_, i) =>
    random ? Math.floor(Math.random() * 256) : (i * 7) % 256,
  );
  bytes.set([0xff, 0xfb, 0x90]);
  return bytes;
}

/** The files of a valid exercise folder, `blues/...`, with some replaced or added. */
export function exerciseFolder(files: Record<string, Uint8Array> = {}) {
  return {
    'blues/exercise.json': exerciseJson(),
    'blues/reference.mid': midi(),
    'blues/full.mp3': mp3(),
    'blues/guitar-backing.mp3': mp3(300),
    ...files,
  };
}

/** Writes a file where a browser upload would put it and returns its key. */
export async function upload(ctx: AppContext, name: string, bytes: Uint8Array | string) {
  const key = `uploads/soundcheck/2026/01/${randomUUID()}-${name}`;
  await ctx.storage.write(key, bytes);
  return key;
}

export const uploadZip = (ctx: AppContext, files: Record<string, Uint8Array>) =>
  upload(ctx, 'exercise.zip', zipSync(files));

/** The PUT body of a package as read. */
export const formOf = (pkg: AdminContentPackage): Form => ({
  ...toPackageForm(pkg),
  version: pkg.version,
});

export const soundCheckItem = (item: Partial<Item> = {}): Item => ({
  title: '',
  mmsId: '',
  trialVersion: false,
  durationInput: { hours: 0, minutes: 1, seconds: 0 },
  exerciseFiles: [],
  ...item,
});

/** The form with these SoundCheck items as its only list. */
export const withItems = (form: Form, items: Partial<Item>[]): Form => ({
  ...form,
  content: {
    ...form.content,
    mmsList: [{ title: '', contentList: items.map(soundCheckItem) }],
  },
});

export type Failure = ErrorResponse;

export function packageCalls(t: TestApp, staff: StaffMember) {
  async function call<T = Failure>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
  ) {
    const response = await t.app.inject({
      method,
      url,
      headers: auth(staff.token),
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
    return { status: response.statusCode, body: response.json<T>() };
  }
  return {
    call,
    async create(overrides: Record<string, unknown> = {}) {
      const { status, body } = await call<AdminContentPackage>('POST', BASE, {
        title: `Book ${randomUUID().slice(0, 8)}`,
        subtitle: '',
        description: '',
        thumbnailImage: null,
        author: 'Ann Author',
        publisher: 'Bandbook Press',
        releaseDate: null,
        trialPeriodInDays: 7,
        catalogueNumber: null,
        genreIdList: [],
        instrumentIdList: [],
        skillLevelIdList: ['beginner'],
        contentChannelIdList: [],
        ...overrides,
      });
      expect(status, JSON.stringify(body)).toBe(201);
      return body;
    },
    /** PUT the form; the answer as it came. */
    save: (id: string, form: Form) =>
      call<AdminContentPackage & Failure>('PUT', `${BASE}/${id}`, form),
  };
}
