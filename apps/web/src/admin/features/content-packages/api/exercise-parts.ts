// The parts of a SoundCheck item's exercise (read from its exercise.json through the signed URL the
// package answer gives), for the preview.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../../lib/api-client';

/** The part info the preview lists; the engine's parser has already checked the whole file. */
const exercisePartsSchema = z.object({
  title: z.string(),
  tempo: z.number(),
  parts: z.array(
    z.object({
      name: z.string(),
      instrument: z.string(),
      can_record: z.boolean(),
      non_pitched: z.boolean(),
    }),
  ),
});
export type ExerciseParts = z.infer<typeof exercisePartsSchema>;

export const exercisePartsQuery = (url: string) =>
  queryOptions({
    queryKey: ['admin', 'content-packages', 'exercise', url],
    queryFn: ({ signal }) => apiRequest(url, { schema: exercisePartsSchema, signal }),
    staleTime: Infinity,
  });

export const useExerciseParts = (url: string | undefined) =>
  useQuery({ ...exercisePartsQuery(url ?? ''), enabled: Boolean(url) });
