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
