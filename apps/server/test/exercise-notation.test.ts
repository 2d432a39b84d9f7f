// A part's notation in an exercise upload (issue 47 item 1): `parts[i].notation` names a MusicXML
// file, checked like the other named files: by its extension and by its content (XML whose root is
// score-partwise). A good one is stored beside the exercise; a bad one refuses the save with a
// message that names the file.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORED_FILE_MESSAGES as M } from '@bandbook/domain';
import { createAppContext, type AppContext } from '../src/context.js';
import {
  exerciseFolder,
  exerciseJson,
  formOf,
  packageCalls,
  uploadZip,
  withItems,
} from './support/exercise-files.js';
import { createStaff } from './support/staff.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const ITEM = 'content.mmsList.0.contentList.0';
const FIELD = `${ITEM}.exerciseFiles`;

let t: TestApp;
let ctx: AppContext;
let calls: ReturnType<typeof packageCalls>;

beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'warn' });
  ctx = createAppContext(t.config, t.database);
  calls = packageCalls(t, await createStaff(ctx, 'superadmin'));
});
afterAll(() => t.close());

const encode = (text: string) => new TextEncoder().encode(text);

const MUSICXML = encode(
  '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<!DOCTYPE score-partwise PUBLIC "-//Recordare//DTD MusicXML 4.0 Partwise//EN" ' +
    '"http://www.musicxml.org/dtds/partwise.dtd">\n' +
    '<score-partwise version="4.0"><part-list><score-part id="P1"><part-name>Guitar</part-name>' +
    '</score-part></part-list><part id="P1"><measure number="1"/></part></score-partwise>\n',
);

/** The test's exercise (one guitar part) with `notation` on its part. */
const exerciseWithNotation = (notation: string) => exerciseJson({}, { notation });

async function save(files: Record<string, Uint8Array>) {
  const mmsId = `m-${Math.random().toString(36).slice(2)}`;
  const zip = await uploadZip(ctx, exerciseFolder(files));
  const pkg = await calls.create();
  const saved = await calls.save(
    pkg._id,
    withItems(formOf(pkg), [{ mmsId, exerciseFiles: [zip] }]),
  );
  return { saved, folder: `uploads/soundcheck/${mmsId}/` };
}

describe("a part's notation", () => {
  it('stores the MusicXML a part names, as MusicXML', async () => {
    const { saved, folder } = await save({
      'blues/exercise.json': exerciseWithNotation('guitar.musicxml'),
      'blues/guitar.musicxml': MUSICXML,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(await ctx.storage.exists(`${folder}guitar.musicxml`)).toBe(true);
    expect(new TextDecoder().decode(await ctx.storage.readBytes(`${folder}guitar.musicxml`))).toBe(
      new TextDecoder().decode(MUSICXML),
    );
  });

  it('refuses notation that is not part-wise MusicXML, or not named as MusicXML, naming the file', async () => {
    const cases: [Record<string, Uint8Array>, string][] = [
      [
        {
          'blues/exercise.json': exerciseWithNotation('guitar.musicxml'),
          'blues/guitar.musicxml': encode('<!doctype html><script>alert(1)</script>'),
        },
        M.entryContent('guitar.musicxml', 'MusicXML'),
      ],
      [
        {
          'blues/exercise.json': exerciseWithNotation('guitar.xml'),
          'blues/guitar.xml': encode(
            '<?xml version="1.0"?><score-timewise version="4.0"></score-timewise>',
          ),
        },
        M.entryContent('guitar.xml', 'MusicXML'),
      ],
      [
        {
          'blues/exercise.json': exerciseWithNotation('guitar.musicxml'),
        },
        'The exercise names "guitar.musicxml" (parts[0].notation), which is not in the upload.',
      ],
    ];
    for (const [files, message] of cases) {
      const { saved, folder } = await save(files);
      expect(saved.status, JSON.stringify(saved.body)).toBe(400);
      expect(saved.body.errors?.[FIELD]?.message).toBe(message);
      expect(await ctx.storage.exists(`${folder}exercise.json`)).toBe(false);
    }
    // A name that is not a MusicXML file's is refused by the exercise's own parser.
    const { saved } = await save({
      'blues/exercise.json': exerciseWithNotation('guitar.pdf'),
      'blues/guitar.pdf': encode('%PDF-1.4'),
    });
    expect(saved.status).toBe(400);
    expect(saved.body.errors?.[FIELD]?.message).toMatch(
      /parts\[0\]\.notation must be a MusicXML file name/,
    );
  });
});
