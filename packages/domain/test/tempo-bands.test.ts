// The tempo of a SoundCheck result (decision 059): its bounds, its default, its band, and which of an
// item's kept results counts.
import { describe, expect, it } from 'vitest';
import {
  countedResult,
  countedResults,
  resultSchema,
  TEMPO_MESSAGES,
  TEMPO_PERCENT,
  tempoBand,
} from '../src/index.js';

const take = { percent_played: 100, score: 90, pitch_score: 90, rhythm_score: 90, complete: true };
const result = (tempo?: number) => ({
  ...take,
  pass: true,
  ...(tempo === undefined ? {} : { tempo }),
});

describe('the tempo of a result', () => {
  it('is a whole percent from 50 to 150, full tempo when absent', () => {
    expect(TEMPO_PERCENT).toEqual({ min: 50, full: 100, max: 150 });
    expect(resultSchema.parse(result())).toMatchObject({ tempo: 100 });
    expect(resultSchema.parse(result(50)).tempo).toBe(50);
    expect(resultSchema.parse(result(150)).tempo).toBe(150);
    for (const tempo of [49, 151, 80.5, '80']) {
      const parsed = resultSchema.safeParse({ ...result(), tempo });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues).toEqual([
        expect.objectContaining({ path: ['tempo'], message: TEMPO_MESSAGES.outOfRange }),
      ]);
    }
  });

  it('is in the full band from 100 %, the slower one below', () => {
    expect([50, 99, 100, 150].map(tempoBand)).toEqual(['slower', 'slower', 'full', 'full']);
  });
});

describe('the result that counts', () => {
  const full = { result: { tempo: 100 }, stars: 3 };
  const slower = { result: { tempo: 80 }, stars: 5 };

  it('is the full-tempo best when there is one, with the slower one beside it', () => {
    expect(countedResult([slower, full])).toEqual({ counted: full, slower });
    expect(countedResult([slower])).toEqual({ counted: slower, slower: null });
    expect(countedResult([full])).toEqual({ counted: full, slower: null });
    expect(countedResult([])).toBeUndefined();
  });

  it('is chosen per item', () => {
    const rows = [
      { id: 'a', ...slower },
      { id: 'b', ...slower },
      { id: 'a', ...full },
    ];
    const counted = countedResults(rows, (row) => row.id);
    expect([...counted.keys()]).toEqual(['a', 'b']);
    expect(counted.get('a')?.counted.stars).toBe(3);
    expect(counted.get('b')?.counted.stars).toBe(5);
  });
});
