// The practice room's journal and settings (issue 47 item 4, decision 065), for the signed-in learner,
// who only ever sees their own: takes (paged, newest first) and their kept recordings, the summary
// (minutes per day, streak, weekly goal), preferences, and the player's settings per exercise. The
// player also runs from launch links, so keeping a recording and the settings of the launch's own
// item also take that item's launch token (decision 017); the rest take a session only.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorResponseSchema,
  practicePreferencesSchema,
  practiceSettingsParamsSchema,
  practiceSettingsResponseSchema,
  practiceSettingsSchema,
  practiceSummarySchema,
  summaryQuerySchema,
  takeParamsSchema,
  takeRecordingSchema,
  takesPageSchema,
  takesQuerySchema,
  DEFAULT_PRACTICE_SETTINGS,
  PRACTICE_MESSAGES,
  TAKE_RECORDING_MAX_BYTES,
} from '@bandbook/domain';
import type { AppContext } from '../../context.js';
import { HttpError, forbidden, notFound } from '../../lib/http-error.js';
import { signedInUser, type LaunchScope } from '../../plugins/authenticate.js';
import {
  readPreferences,
  readSettings,
  writePreferences,
  writeSettings,
} from './practice-settings.js';
import { readSummary } from './practice-summary.js';
import { deleteRecording, keepRecording, readRecording } from './take-recording.js';
import { findOwnTake, readTakes } from './takes.queries.js';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};
const WAV_TYPES = ['audio/wav', 'audio/x-wav', 'audio/wave'];
const common = { tags: ['practice'], security: [{ bearer: [] }] };

/** The body's bytes, refused with 413 the moment they pass the cap (the rest is not read). */
function readCapped(request: FastifyRequest, payload: NodeJS.ReadableStream): Promise<Buffer> {
  const tooLarge = () => new HttpError(413, PRACTICE_MESSAGES.recordingTooLarge);
  if (Number(request.headers['content-length'] ?? 0) > TAKE_RECORDING_MAX_BYTES) {
    return Promise.reject(tooLarge());
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let total = 0;
    payload.on('data', (chunk: Buffer) => {
      total += chunk.length;
      if (total > TAKE_RECORDING_MAX_BYTES) {
        payload.removeAllListeners('data');
        reject(tooLarge());
      } else chunks.push(chunk);
    });
    payload.on('end', () => resolve(Buffer.concat(chunks)));
    payload.on('error', reject);
  });
}

/** A launch token opens its own item only, and writes nothing in a staff preview. */
function checkScope(scope: LaunchScope | null, packageId: string, contentId: string) {
  if (!scope) return;
  if (scope.packageId !== packageId || scope.contentId !== contentId) {
    throw forbidden(PRACTICE_MESSAGES.otherItem);
  }
}

export async function practiceRoutes(fastify: FastifyInstance, ctx: AppContext) {
  // Its own scope: the WAV body parser is for the recording route only.
  await fastify.register(async (scope) => {
    scope.addContentTypeParser(
      WAV_TYPES,
      (request: FastifyRequest, payload: NodeJS.ReadableStream) => readCapped(request, payload),
    );
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/practice/takes/:id/recording',
      {
        preHandler: scope.requireUserOrLaunchToken,
        bodyLimit: TAKE_RECORDING_MAX_BYTES + 1,
        schema: {
          ...common,
          summary: `Keep a take's recording: the body is its WAV file (at most ${TAKE_RECORDING_MAX_BYTES / 1024 / 1024} MB); bearer: a session token or the take's item's launch token`,
          consumes: WAV_TYPES,
          params: takeParamsSchema,
          response: { 200: takeRecordingSchema, ...errors, 413: errorResponseSchema },
        },
      },
      async (request) => {
        const userId = signedInUser(request).id;
        if (request.launchScope) {
          const take = await findOwnTake(ctx, userId, request.params.id);
          if (!take) throw notFound(PRACTICE_MESSAGES.takeNotFound);
          checkScope(request.launchScope, take.packageId, take.contentId);
          if (request.launchScope.preview) throw forbidden(PRACTICE_MESSAGES.previewNotSaved);
        }
        return keepRecording(ctx, userId, request.params.id, request.body as Buffer);
      },
    );
  });

  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/practice/takes',
    {
      preHandler: fastify.requireUser,
      schema: {
        ...common,
        summary: 'Your takes, newest first, a page at a time (optionally of one book or exercise)',
        querystring: takesQuerySchema,
        response: { 200: takesPageSchema, ...errors },
      },
    },
    (request) => readTakes(ctx, signedInUser(request).id, request.query),
  );

  app.get(
    '/api/practice/takes/:id/recording',
    {
      preHandler: fastify.requireUser,
      schema: {
        ...common,
        summary: "A signed media URL of a take's kept recording",
        params: takeParamsSchema,
        response: { 200: takeRecordingSchema, ...errors },
      },
    },
    (request) => readRecording(ctx, signedInUser(request).id, request.params.id),
  );

  app.delete(
    '/api/practice/takes/:id/recording',
    {
      preHandler: fastify.requireUser,
      schema: {
        ...common,
        summary: "Delete a take's kept recording (the take stays in the journal)",
        params: takeParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteRecording(ctx, signedInUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/practice/summary',
    {
      preHandler: fastify.requireUser,
      schema: {
        ...common,
        summary:
          'Minutes practised per day of a range in your time zone, the streak (one rest day allowed), the week against your goal, and each exercise’s scores',
        querystring: summaryQuerySchema,
        response: { 200: practiceSummarySchema, ...errors },
      },
    },
    (request) => readSummary(ctx, signedInUser(request).id, request.query),
  );

  app.get(
    '/api/practice/preferences',
    {
      preHandler: fastify.requireUser,
      schema: {
        ...common,
        summary: 'Your weekly practice goal and whether scores are hidden',
        response: { 200: practicePreferencesSchema, ...errors },
      },
    },
    (request) => readPreferences(ctx, signedInUser(request).id),
  );

  app.put(
    '/api/practice/preferences',
    {
      preHandler: fastify.requireUser,
      schema: {
        ...common,
        summary: 'Set your weekly practice goal and whether scores are hidden',
        body: practicePreferencesSchema,
        response: { 200: practicePreferencesSchema, ...errors },
      },
    },
    (request) => writePreferences(ctx, signedInUser(request).id, request.body),
  );

  const settingsPath = '/api/practice/settings/:packageId/:contentId';
  app.get(
    settingsPath,
    {
      preHandler: fastify.requireUserOrLaunchToken,
      schema: {
        ...common,
        summary:
          "The player's settings for one exercise (the default when none are kept); bearer: a session token or that item's launch token",
        params: practiceSettingsParamsSchema,
        response: { 200: practiceSettingsResponseSchema, ...errors },
      },
    },
    (request) => {
      const { packageId, contentId } = request.params;
      checkScope(request.launchScope, packageId, contentId);
      // A staff preview keeps nothing: it plays with the default.
      if (request.launchScope?.preview) {
        return { settings: DEFAULT_PRACTICE_SETTINGS, updatedAt: null };
      }
      return readSettings(ctx, signedInUser(request).id, packageId, contentId);
    },
  );

  app.put(
    settingsPath,
    {
      preHandler: fastify.requireUserOrLaunchToken,
      schema: {
        ...common,
        summary:
          "Keep the player's settings for one exercise; bearer: a session token or that item's launch token",
        params: practiceSettingsParamsSchema,
        body: practiceSettingsSchema,
        response: { 200: practiceSettingsResponseSchema, ...errors },
      },
    },
    (request) => {
      const { packageId, contentId } = request.params;
      checkScope(request.launchScope, packageId, contentId);
      if (request.launchScope?.preview) throw forbidden(PRACTICE_MESSAGES.previewNotSaved);
      return writeSettings(ctx, signedInUser(request).id, packageId, contentId, request.body);
    },
  );
}
