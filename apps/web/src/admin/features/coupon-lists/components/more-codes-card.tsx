// 'Generate more codes' on a code list's edit page: how many it has, the progress of a background
// generation, and a number of new codes (checked with the domain's rule before it is sent).
import { useState } from 'react';
import { Button, Card, Group, NumberInput, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { codeNbrSchema, type CouponList } from '@bandbook/domain';
import { getErrorMessage } from '../../../../lib/api-error';
import { useGenerateCodes } from '../api/coupon-lists';
import { GenerationProgress } from './generation-progress';

export function MoreCodesCard({ list }: { list: CouponList }) {
  const generate = useGenerateCodes(list._id);
  const [count, setCount] = useState<number | string>('');
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    const parsed = codeNbrSchema.safeParse(count);
    if (!parsed.success) return setError(parsed.error.issues[0]!.message);
    setError(null);
    try {
      const result = await generate.mutateAsync(parsed.data);
      notifications.show({ color: 'green', message: result.message });
      setCount('');
    } catch (failure) {
      setError(getErrorMessage(failure));
    }
  };
  return (
    <Card withBorder component="section" aria-label="Generate more codes" maw={560}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          Generate more codes
        </Title>
        <Text size="sm">This list has {list.generatedCodesCounter} codes.</Text>
        <GenerationProgress generation={list.generation} />
        <Group align="flex-end">
          <NumberInput
            label="Number of codes"
            required
            min={1}
            clampBehavior="none"
            value={count}
            onChange={setCount}
            error={error}
          />
          <Button onClick={() => void submit()} loading={generate.isPending}>
            Generate
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
