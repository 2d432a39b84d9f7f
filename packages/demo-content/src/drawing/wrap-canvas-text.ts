// Greedy word wrap with the canvas's current font, for titles on covers and video cards.

import type { SKRSContext2D } from '@napi-rs/canvas';

export function wrapCanvasText(g: SKRSContext2D, text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && g.measureText(candidate).width > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}
