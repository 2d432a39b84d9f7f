// Book codes: generated from a CSPRNG in Crockford's base32 (no I, L, O, U), grouped for print, and
// normalised on input so that case, spaces, dashes and look-alike letters do not matter.

export const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** 12 symbols x 5 bits = 60 bits: at 10 guesses per 15 minutes, a million live codes take ~10^11 years. */
export const CODE_LENGTH = 12;
export const CODE_GROUP = 4;

export function generateCode(length = CODE_LENGTH): string {
  const bytes = new Uint8Array(length);
  crypto.getRandomValues(bytes);
  // 256 is a multiple of 32, so taking 5 bits of each byte is unbiased.
  return Array.from(bytes, (byte) => CODE_ALPHABET[byte & 31]).join('');
}

/** 'ABCD-EFGH-JKMN' for print and screens. */
export function formatCode(code: string): string {
  return code.match(new RegExp(`.{1,${CODE_GROUP}}`, 'g'))?.join('-') ?? code;
}

/** What a person typed to the stored form: upper case, no separators, O->0, I/L->1. */
export function normalizeCode(input: string): string {
  return input
    .toUpperCase()
    .replace(/[\s\-_.]/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
}
