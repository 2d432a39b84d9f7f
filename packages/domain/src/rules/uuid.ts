// Ids of stored records (packages, channels, lists) are UUIDs; a value that is not one names nothing.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `value` has the form of a record's id (any case). */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
