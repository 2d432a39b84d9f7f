// A short list of words a username may not contain (FAQ: no profanity). Matching ignores case and
// common digit-for-letter swaps so 'sh1t' is caught as well as 'shit'.
const BLOCKED_WORDS = [
  'fuck',
  'shit',
  'cunt',
  'bitch',
  'asshole',
  'bastard',
  'dick',
  'pussy',
  'whore',
  'slut',
  'nigger',
  'faggot',
  'wank',
  'twat',
  'porn',
];

const LEET: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  $: 's',
  '@': 'a',
};

export function containsProfanity(text: string): boolean {
  const normalised = text
    .toLowerCase()
    .split('')
    .map((ch) => LEET[ch] ?? ch)
    .join('')
    .replace(/[^a-z]/g, '');
  return BLOCKED_WORDS.some((word) => normalised.includes(word));
}
