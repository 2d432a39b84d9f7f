// Dates on the account screens, in the staff member's locale.
const shortDate = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

export const formatDate = (iso: string) => shortDate.format(new Date(iso));
