// The product version shown in the footer and the OpenAPI document (the root package.json's).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

function readVersion(): string {
  // src/ and dist/ both sit two levels below the repository root.
  const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
  try {
    return (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string })
      .version;
  } catch {
    return '0.0.0';
  }
}

export const APP_VERSION = readVersion();
