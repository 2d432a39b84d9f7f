// The notation Surface on a pdf-lib page: paths become vector PDF drawing operators (crisp at any
// zoom in the e-book viewer), text uses the standard Helvetica faces so no font is embedded.

import { LineCapStyle, rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import type { Surface, TextStyle } from '../notation/surface.js';

export interface PdfFonts {
  regular: PDFFont;
  bold: PDFFont;
  italic: PDFFont;
}

export function hexColour(hex: string): RGB {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return rgb(((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255);
}

export function pdfSurface(page: PDFPage, fonts: PdfFonts): Surface {
  const height = page.getHeight();
  const fontOf = (style: TextStyle) =>
    style.bold ? fonts.bold : style.italic ? fonts.italic : fonts.regular;
  const widthOf = (text: string, style: TextStyle) =>
    fontOf(style).widthOfTextAtSize(text, style.size);
  return {
    fill(path, colour = '#000000') {
      // drawSvgPath reads SVG's y-down coordinates from the given origin: the page's top-left corner.
      page.drawSvgPath(path, { x: 0, y: height, color: hexColour(colour) });
    },
    stroke(path, width, colour = '#000000') {
      page.drawSvgPath(path, {
        x: 0,
        y: height,
        borderColor: hexColour(colour),
        borderWidth: width,
        borderLineCap: LineCapStyle.Round,
      });
    },
    text(text, x, y, style) {
      const width = widthOf(text, style);
      const left =
        style.align === 'center' ? x - width / 2 : style.align === 'right' ? x - width : x;
      page.drawText(text, {
        x: left,
        y: height - y,
        size: style.size,
        font: fontOf(style),
        color: hexColour(style.colour ?? '#000000'),
      });
    },
    textWidth: widthOf,
  };
}

/** Splits text into lines no wider than `width`. */
export function wrapText(
  surface: Surface,
  text: string,
  width: number,
  style: TextStyle,
): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && surface.textWidth(candidate, style) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}
