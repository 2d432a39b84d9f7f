// POST /api/uploads: the local driver's stand-in for a bucket's browser upload (decision 014). The
// form is S3's (fields, then the file) and is checked as S3 checks it; the signature is the
// authorisation, so no bearer token. The file streams to disk only once its policy holds, and is
// kept only if its first bytes show the type the policy names (decision 051).
import { pipeline } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart, { type MultipartFile } from '@fastify/multipart';
import { z } from 'zod';
import { errorResponseSchema, UPLOAD_MESSAGES, UPLOAD_TYPES } from '@bandbook/domain';
import type { AppContext } from '../../context.js';
import { badRequest, HttpError } from '../../lib/http-error.js';
import { LOCAL_UPLOAD_URL } from '../../storage/local-storage.js';
import { checkPostPolicy, type AllowedUpload } from '../../storage/post-policy-check.js';
import { localSecretKey } from '../../storage/sigv4-post.js';
import type { Storage } from '../../storage/storage.js';
import { limitBytes } from './byte-limit.js';
import { checkContent } from './content-check.js';

/** Busboy's backstop behind each policy's own limit: the largest file any policy allows. */
const LARGEST_UPLOAD = Math.max(...Object.values(UPLOAD_TYPES).map((type) => type.maxBytes));

/** The fields before the file, by lower-cased name: like S3, nothing after the file is read. */
async function readForm(request: FastifyRequest) {
  const fields = new Map<string, string>();
  const parts = request.parts()[Symbol.asyncIterator]();
  try {
    for (let next = await parts.next(); !next.done; next = await parts.next()) {
      const part = next.value;
      if (part.type === 'file') {
        return { fields, file: part.fieldname === 'file' ? part : undefined };
      }
      const name = part.fieldname.toLowerCase();
      if (!fields.has(name)) fields.set(name, String(part.value));
    }
  } catch (error) {
    throw error instanceof HttpError ? error : badRequest(UPLOAD_MESSAGES.malformed);
  }
  return { fields, file: undefined };
}

/** Streams the file under its key through the size limit; a broken form is a 400, not a 500. */
async function storeFile(storage: Storage, allowed: AllowedUpload, file: MultipartFile) {
  const source = file.file;
  const limited = limitBytes(allowed.minBytes, allowed.maxBytes);
  const checked = checkContent(allowed.contentType);
  let isBrokenForm = false;
  let refusal: HttpError | undefined;
  source.once('error', () => {
    isBrokenForm = true;
  });
  // Listens from now on, so a refusal raised before the store starts reading is not lost; an error
  // of either stream destroys both, which stops busboy reading the rest of the request.
  pipeline(source, limited, checked, (error) => {
    if (error instanceof HttpError) refusal = error;
  });
  try {
    await storage.write(allowed.key, checked, { contentType: allowed.contentType });
  } catch (error) {
    source.destroy();
    if (refusal) throw refusal;
    if (error instanceof HttpError) throw error;
    if (isBrokenForm) throw badRequest(UPLOAD_MESSAGES.malformed);
    throw error;
  }
}

export async function localUploadRoutes(fastify: FastifyInstance, ctx: AppContext) {
  if (ctx.storage.driver !== 'local') return;
  const secretKey = localSecretKey(ctx.config.jwtSecret);
  // Registered in this scope only: no other route takes multipart bodies.
  await fastify.register(multipart, {
    limits: { fieldSize: 16 * 1024, fields: 30, files: 1, fileSize: LARGEST_UPLOAD + 1 },
  });

  fastify.post(
    LOCAL_UPLOAD_URL,
    {
      schema: {
        tags: ['uploads'],
        summary:
          'A browser upload under a policy from GET /api/amazon/aws/s3Policy (local storage only): the form fields in order, then file',
        consumes: ['multipart/form-data'],
        response: {
          204: z.null(),
          400: errorResponseSchema,
          403: errorResponseSchema,
          413: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      try {
        if (!request.isMultipart()) throw badRequest(UPLOAD_MESSAGES.notMultipart);
        const { fields, file } = await readForm(request);
        const allowed = checkPostPolicy(fields, secretKey, new Date());
        if (!file) throw badRequest(UPLOAD_MESSAGES.noFile);
        await storeFile(ctx.storage, allowed, file);
      } catch (error) {
        // A refused upload is not read further: closing the connection ends its body.
        reply.header('connection', 'close');
        throw error;
      }
      return reply.status(204).send(null);
    },
  );
}
