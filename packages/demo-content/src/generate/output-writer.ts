// Writes generated files under outDir by storage key, creating folders as needed, and keeps the count
// of bytes written for the progress report and the benchmark.

import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

export class OutputWriter {
  private readonly folders = new Set<string>();
  bytesWritten = 0;
  filesWritten = 0;

  constructor(private readonly outDir: string) {}

  async write(key: string, bytes: Uint8Array | string): Promise<void> {
    if (key.startsWith('/') || key.includes('..')) throw new Error(`unsafe storage key "${key}"`);
    const path = join(this.outDir, ...key.split('/'));
    const folder = dirname(path);
    if (!this.folders.has(folder)) {
      await mkdir(folder, { recursive: true });
      this.folders.add(folder);
    }
    await writeFile(path, bytes);
    this.bytesWritten += typeof bytes === 'string' ? Buffer.byteLength(bytes) : bytes.length;
    this.filesWritten += 1;
  }
}
