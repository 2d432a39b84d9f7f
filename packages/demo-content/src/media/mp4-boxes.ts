// Reading and writing ISO base media (MP4) boxes: just enough to take the H.264 samples out of the
// video-only file the encoder writes and to write a new file with an audio track beside them.

export interface Box {
  type: string;
  /** Offset of the box's payload (after its header) in the file. */
  start: number;
  end: number;
}

const CONTAINERS = new Set(['moov', 'trak', 'mdia', 'minf', 'stbl', 'dinf', 'edts', 'udta']);

export function readBoxes(bytes: Uint8Array, start = 0, end = bytes.length): Box[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const boxes: Box[] = [];
  let offset = start;
  while (offset + 8 <= end) {
    let size = view.getUint32(offset);
    const type = String.fromCharCode(...bytes.subarray(offset + 4, offset + 8));
    let header = 8;
    if (size === 1) {
      size = Number(view.getBigUint64(offset + 8));
      header = 16;
    } else if (size === 0) {
      size = end - offset;
    }
    if (size < header || offset + size > end) throw new Error(`bad MP4 box "${type}" at ${offset}`);
    boxes.push({ type, start: offset + header, end: offset + size });
    offset += size;
  }
  return boxes;
}

/** Finds a box by path ("moov/trak/mdia"), descending only into container boxes. */
export function findBox(bytes: Uint8Array, path: string, within?: Box): Box | undefined {
  let scope: Box | undefined = within;
  for (const type of path.split('/')) {
    const children = readBoxes(bytes, scope?.start ?? 0, scope?.end ?? bytes.length);
    scope = children.find((box) => box.type === type);
    if (!scope) return undefined;
  }
  return scope;
}

export function listBoxes(bytes: Uint8Array, within?: Box): Box[] {
  const boxes = readBoxes(bytes, within?.start ?? 0, within?.end ?? bytes.length);
  return boxes.flatMap((box) =>
    CONTAINERS.has(box.type) ? [box, ...listBoxes(bytes, box)] : [box],
  );
}

export function u8(value: number): Uint8Array {
  return Uint8Array.of(value & 255);
}

export function u16(value: number): Uint8Array {
  return Uint8Array.of((value >> 8) & 255, value & 255);
}

export function u32(value: number): Uint8Array {
  return Uint8Array.of((value >>> 24) & 255, (value >> 16) & 255, (value >> 8) & 255, value & 255);
}

export function ascii(text: string): Uint8Array {
  return Uint8Array.from(text, (c) => c.charCodeAt(0));
}

export function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, p) => sum + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

export function box(type: string, ...payload: Uint8Array[]): Uint8Array {
  const body = concat(payload);
  return concat([u32(body.length + 8), ascii(type), body]);
}

export function fullBox(
  type: string,
  version: number,
  flags: number,
  ...payload: Uint8Array[]
): Uint8Array {
  return box(type, u8(version), u8(flags >> 16), u16(flags & 0xffff), ...payload);
}

/** A table box: entry count followed by the entries (stts, stsz's sizes, stco, stss...). */
export function u32Table(values: number[]): Uint8Array {
  return concat([u32(values.length), ...values.map(u32)]);
}
