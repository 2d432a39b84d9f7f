// The genre, instrument and skill-level choices and the regions' currencies, from the public config
// the app loads before it starts.
import { useMemo } from 'react';
import { usePublicConfig } from '../../../../api/public-config';
import type { ReferenceOptions } from '../components/catalogue-fields';

const asOptions = (items: { id: string; label: string }[]) =>
  items.map((item) => ({ value: item.id, label: item.label }));

export function useReferenceOptions(): { options: ReferenceOptions; currencyCodes: string[] } {
  const config = usePublicConfig();
  return useMemo(
    () => ({
      options: {
        genres: asOptions(config.genres),
        instruments: asOptions(config.instruments),
        skillLevels: asOptions(config.skillLevels),
      },
      currencyCodes: config.regions.map((region) => region.code),
    }),
    [config],
  );
}
