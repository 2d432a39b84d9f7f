// Dates on the code list screens: shown in the staff member's locale; the expiry field takes a day
// (YYYY-MM-DD) and means the end of that day in UTC.
const shortDate = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export const formatDate = (iso: string) => shortDate.format(new Date(iso));
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));

/** '2030-01-31' -> '2030-01-31T23:59:59.000Z'; '' -> null. */
export const expiryFromDay = (day: string) => (day ? `${day}T23:59:59.000Z` : null);
/** The other way, for the field. */
export const dayFromExpiry = (iso: string | null) => (iso ? iso.slice(0, 10) : '');
