// Public API of @bandbook/demo-content: the generator, its catalogue types, and the lookups the
// server and tests may want without generating anything.

import type { DemoCatalogue, GenerateDemoContentOptions } from './types.js';

/**
 * Generates the demo media under `options.outDir` and returns the catalogue. The generator (canvas,
 * PDF, encoders) is loaded on first call only, so a server that imports this package but is not in
 * demo mode pays nothing for it.
 */
export async function generateDemoContent(
  options: GenerateDemoContentOptions,
): Promise<DemoCatalogue> {
  const { generateDemoContent: generate } = await import('./generate-demo-content.js');
  return generate(options);
}

/** The picker image of an instrument or genre, on or off, as a WebP (drawn with canvas, loaded on first call). */
export async function drawReferenceImage(
  kind: 'instruments' | 'genres',
  id: string,
  state: 'on' | 'off',
): Promise<Uint8Array> {
  const { drawReferenceImage: draw } = await import('./drawing/reference-images.js');
  return draw(kind, id, state);
}

export { describeDemoCatalogue, DEMO_BOOK_SLUGS } from './describe-demo-catalogue.js';
export type {
  BookAccess,
  DemoAudioList,
  DemoBook,
  DemoBookContent,
  DemoCatalogue,
  DemoEbook,
  DemoPrice,
  DemoSoundCheckItem,
  DemoSoundCheckList,
  DemoTrack,
  DemoVideo,
  GenerateDemoContentOptions,
  MediaKind,
  ReferenceItem,
} from './types.js';
