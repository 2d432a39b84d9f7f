// POST /api/users/me/check-username and check-email: is this value free (or already mine)?
import { availabilitySchema } from '@bandbook/domain';
import { apiRequest } from '../lib/api-client';

export type AvailabilityField = 'username' | 'email';

export const checkAvailability = (field: AvailabilityField, value: string) =>
  apiRequest(`/api/users/me/check-${field}`, {
    method: 'POST',
    body: { [field]: value },
    schema: availabilitySchema,
  });
