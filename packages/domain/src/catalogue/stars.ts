// Stars of spec section 4: per item round(score/100 x percent_played/20), at most 5; a book's total
// percent is stars / max stars x 100.
export const MAX_STARS_PER_ITEM = 5;

export function starsFor(result: { score: number; percent_played: number }): number {
  const stars = Math.round((result.score / 100) * (result.percent_played / 20));
  return Math.max(0, Math.min(MAX_STARS_PER_ITEM, stars));
}

export function bookPercent(stars: number, maxStars: number): number {
  return maxStars > 0 ? Math.round((stars / maxStars) * 100) : 0;
}
