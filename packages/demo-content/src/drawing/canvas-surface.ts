// The notation Surface on a @napi-rs/canvas 2D context: how the video frames draw the score.

import { Path2D, type SKRSContext2D } from '@napi-rs/canvas';
import type { Surface, TextStyle } from '../notation/surface.js';
import { canvasFont } from './fonts.js';

export function canvasSurface(context: SKRSContext2D): Surface {
  const setFont = (style: TextStyle) => {
    context.font = canvasFont(style.size, style.bold, style.italic);
  };
  return {
    fill(path, colour = '#000000') {
      context.fillStyle = colour;
      context.fill(new Path2D(path));
    },
    stroke(path, width, colour = '#000000') {
      context.strokeStyle = colour;
      context.lineWidth = width;
      context.lineCap = 'round';
      context.stroke(new Path2D(path));
    },
    text(text, x, y, style) {
      setFont(style);
      context.fillStyle = style.colour ?? '#000000';
      context.textAlign = style.align ?? 'left';
      context.textBaseline = 'alphabetic';
      context.fillText(text, x, y);
    },
    textWidth(text, style) {
      setFont(style);
      return context.measureText(text).width;
    },
  };
}
