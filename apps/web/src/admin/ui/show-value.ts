// A field's value in a few words for the conflict alert: text as typed (rich text without its
// tags), lists by their entries' titles, anything else briefly.

const MAX_LENGTH = 80;

const cut = (text: string) =>
  text.length > MAX_LENGTH ? `${text.slice(0, MAX_LENGTH - 1)}…` : text;

const titleOf = (entry: unknown): string | null => {
  if (typeof entry === 'string' || typeof entry === 'number') return String(entry);
  if (typeof entry === 'object' && entry !== null) {
    const { title, name, contentPackageId } = entry as Record<string, unknown>;
    const label = title ?? name ?? contentPackageId;
    if (typeof label === 'string') return label;
  }
  return null;
};

export function showValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  if (typeof value === 'string') {
    const text = value
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    return text ? `“${cut(text)}”` : '(empty)';
  }
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return '(none)';
    const titles = value.map(titleOf);
    if (titles.every((title) => title !== null)) return cut(titles.join(', '));
    return `${value.length} ${value.length === 1 ? 'entry' : 'entries'}`;
  }
  return cut(titleOf(value) ?? JSON.stringify(value));
}
