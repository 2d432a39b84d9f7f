// The verdicts' colours on the notation: alphaTab draws with plain colours, not the theme's CSS
// variables the timeline uses (lib/verdicts.ts), so these are the same hues a shade darker, each at
// least 3:1 on the white page (WCAG 1.4.11 for graphics). Colour is never the only cue: every
// coloured note is focusable with its verdict's sentence.
import type { Verdict } from '../lib/verdicts';

export const NOTATION_VERDICT_COLOURS: Record<Verdict, string> = {
  hit: '#2b8a3e',
  early: '#a15c00',
  late: '#c2410c',
  sharp: '#862e9c',
  flat: '#1864ab',
  wrong: '#c92a2a',
  missed: '#6b7280',
};

/** WCAG contrast ratio of two #rrggbb colours. */
export function contrastRatio(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (high! + 0.05) / (low! + 0.05);
}
