// API answers (JSON) and CSV exports go out compressed to clients that accept it: brotli at quality
// 4 (fast enough for answers made per request) or gzip, from 1 KB up. A signed-in page's first data
// (the dashboard, the public config: about 23 KB each) shrinks to a fifth. The web app's built files
// are already compressed once at build time (spa.ts sends those copies); media, downloads and
// uploads (audio, video, zip, PDF, images) are not compressed again, and a byte range is sent as
// the bytes it names. Request bodies are not decompressed: clients send them plain.
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

const COMPRESSED_TYPES = /^(?:application\/json|text\/csv)(?:;|$)/;

export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    customTypes: COMPRESSED_TYPES,
  });
}
