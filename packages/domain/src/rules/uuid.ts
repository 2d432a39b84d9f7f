// Ids of stored records (packages, channels, lists, accounts) are UUIDs; a value that is not one names
// nothing. No zod here: the learner's first load reads this file (decision 022); the schema of a
// request's id is `record-id.ts`.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `value` has the form of a record's id (any case). */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
