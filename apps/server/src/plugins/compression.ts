// API answers (JSON) and CSV exports go out compressed to clients that accept it, from 1 KB up:
// brotli, or gzip, at their fastest level. Answers are made per request: on the scale data's
// dashboards (about 1.2 MB each) one process answered 109 a second plain, 83 with brotli at
// quality 1 and 39 at quality 4, the plugin's default (`npm run bench:api`). A signed-in page's
// first data (the dashboard, the public config: about 23 KB each in the demo) shrink several times.
// The web app's built files are compressed once at build time (spa.ts sends those copies); media,
// downloads and uploads (audio, video, zip, PDF, images) are not compressed again, and a byte range
// is sent as the bytes it names. Request bodies are not decompressed: clients send them plain.
import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

const COMPRESSED_TYPES = /^(?:application\/json|text\/csv)(?:;|$)/;

export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } },
    zlibOptions: { level: 1 },
    customTypes: COMPRESSED_TYPES,
  });
}
