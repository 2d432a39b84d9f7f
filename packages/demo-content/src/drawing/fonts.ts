// Registers the Inter typeface shipped in the @fontsource/inter npm package with the canvas, so covers
// and video frames render the same text on a server that has no system fonts at all.

import { createRequire } from 'node:module';
import { GlobalFonts } from '@napi-rs/canvas';

export const FONT_FAMILY = 'Bandbook Inter';

const FILES = [
  'inter-latin-400-normal.woff2',
  'inter-latin-700-normal.woff2',
  'inter-latin-400-italic.woff2',
];

let registered = false;

export function registerFonts(): void {
  if (registered) return;
  const require = createRequire(import.meta.url);
  for (const file of FILES) {
    const path = require.resolve(`@fontsource/inter/files/${file}`);
    if (!GlobalFonts.registerFromPath(path, FONT_FAMILY))
      throw new Error(`could not load font ${path}`);
  }
  registered = true;
}

/** A CSS font shorthand for the canvas. */
export function canvasFont(size: number, bold = false, italic = false): string {
  return `${italic ? 'italic ' : ''}${bold ? '700' : '400'} ${size}px "${FONT_FAMILY}"`;
}
