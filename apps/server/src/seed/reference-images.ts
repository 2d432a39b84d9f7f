// Draws the instrument and genre pickers' on/off images (spec: "Genre and instrument (id, label,
// active, on/off images)") into storage, for every row that has none yet: on the first start, and
// for a genre the demo catalogue adds. Rows that have images keep them. Drawn images are kept in
// memory, so the test suite's many apps draw each one once per process.
import { drawReferenceImage } from '@bandbook/demo-content';
import { eq, isNull, or } from 'drizzle-orm';
import type { AppContext } from '../context.js';
import { genres, instruments } from '../db/schema/index.js';

type Kind = 'instruments' | 'genres';
type State = 'on' | 'off';

const drawn = new Map<string, Promise<Uint8Array>>();

function draw(kind: Kind, id: string, state: State): Promise<Uint8Array> {
  const name = `${kind}/${id}/${state}`;
  let image = drawn.get(name);
  if (!image) {
    image = drawReferenceImage(kind, id, state);
    drawn.set(name, image);
    image.catch(() => drawn.delete(name));
  }
  return image;
}

/** Where a picker image lives: public, so the pickers load it without a signature. */
export const referenceImageKey = (kind: Kind, id: string, state: State) =>
  `uploads/public/reference/${kind}/${id.replace(/[^A-Za-z0-9._-]/g, '_')}-${state}.webp`;

export async function seedReferenceImages(ctx: AppContext): Promise<void> {
  for (const [kind, table] of [
    ['instruments', instruments],
    ['genres', genres],
  ] as const) {
    const missing = await ctx.db
      .select({ id: table.id })
      .from(table)
      .where(or(isNull(table.onImage), isNull(table.offImage)));
    for (const { id } of missing) {
      const keys = {
        on: referenceImageKey(kind, id, 'on'),
        off: referenceImageKey(kind, id, 'off'),
      };
      for (const state of ['on', 'off'] as const) {
        await ctx.storage.write(keys[state], await draw(kind, id, state), {
          contentType: 'image/webp',
        });
      }
      await ctx.db
        .update(table)
        .set({ onImage: keys.on, offImage: keys.off })
        .where(eq(table.id, id));
    }
  }
}
