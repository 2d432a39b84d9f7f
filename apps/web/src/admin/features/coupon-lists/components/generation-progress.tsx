// A code list's codes being made in the background (a large print run, decision 053): how many are
// there of how many were asked for, while the list's queries are asked again every 2 seconds.
import { Progress, Stack, Text } from '@mantine/core';
import type { CouponListRow } from '@bandbook/domain';

const number = new Intl.NumberFormat('en');

export const generationLabel = ({ done, total }: NonNullable<CouponListRow['generation']>) =>
  `Generating codes: ${number.format(done)} of ${number.format(total)}`;

export function GenerationProgress({ generation }: Pick<CouponListRow, 'generation'>) {
  if (!generation) return null;
  const label = generationLabel(generation);
  return (
    <Stack gap={4} role="status" maw={560}>
      <Text size="sm">{label}</Text>
      <Progress
        value={(100 * generation.done) / Math.max(1, generation.total)}
        aria-label={label}
      />
    </Stack>
  );
}
