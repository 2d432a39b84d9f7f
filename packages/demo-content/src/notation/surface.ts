// The drawing target the engraver writes to, with y growing downwards. The PDF pages (pdf-lib) and
// the video frames (canvas) implement it, so the e-book and the videos show identical notation.

export interface TextStyle {
  size: number;
  bold?: boolean;
  italic?: boolean;
  align?: 'left' | 'center' | 'right';
  colour?: string;
}

export interface Surface {
  /** Fills an SVG path given in surface coordinates. */
  fill(path: string, colour?: string): void;
  stroke(path: string, width: number, colour?: string): void;
  /** Draws text with its baseline at y. */
  text(text: string, x: number, y: number, style: TextStyle): void;
  textWidth(text: string, style: TextStyle): number;
}

const round = (value: number) => Math.round(value * 100) / 100;

export function linePath(x1: number, y1: number, x2: number, y2: number): string {
  return `M${round(x1)} ${round(y1)}L${round(x2)} ${round(y2)}`;
}

export function rectPath(x: number, y: number, width: number, height: number): string {
  return `M${round(x)} ${round(y)}h${round(width)}v${round(height)}h${round(-width)}Z`;
}

export function polygonPath(points: [number, number][]): string {
  return points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${round(x)} ${round(y)}`).join('') + 'Z';
}

/** An ellipse as four cubic Béziers, rotated by `degrees` (noteheads lean). */
export function ellipsePath(cx: number, cy: number, rx: number, ry: number, degrees = 0): string {
  const k = 0.5523;
  const a = (degrees * Math.PI) / 180;
  const cos = Math.cos(a);
  const sin = Math.sin(a);
  const at = (x: number, y: number) =>
    `${round(cx + x * cos - y * sin)} ${round(cy + x * sin + y * cos)}`;
  return (
    `M${at(rx, 0)}` +
    `C${at(rx, ry * k)} ${at(rx * k, ry)} ${at(0, ry)}` +
    `C${at(-rx * k, ry)} ${at(-rx, ry * k)} ${at(-rx, 0)}` +
    `C${at(-rx, -ry * k)} ${at(-rx * k, -ry)} ${at(0, -ry)}` +
    `C${at(rx * k, -ry)} ${at(rx, -ry * k)} ${at(rx, 0)}Z`
  );
}

/**
 * Places a path drawn in staff-space units (origin 0,0) at (x, y) with the given staff space: glyph
 * shapes are written once, resolution-free, and scaled to the page or the video frame.
 */
export function placePath(unitPath: string, x: number, y: number, space: number): string {
  let isX = true;
  return unitPath.replace(/-?\d*\.?\d+/g, (number) => {
    const value = Number(number);
    const placed = isX ? x + value * space : y + value * space;
    isX = !isX;
    return String(round(placed));
  });
}
