// Form values of a package: as answered by the API (with a price row for every region's currency, so
// the Pricing tab always shows them all), or blank for a new package.
import {
  toPackageForm,
  type AdminContentPackage,
  type PackageFormInput,
  type PackageSettingsInput,
} from '@bandbook/domain';

export function packageFormValues(
  pkg: AdminContentPackage,
  currencyCodes: readonly string[],
): PackageFormInput {
  const form = toPackageForm(pkg);
  const stored = new Map(form.price.list.map((entry) => [entry.currencyCode, entry.amount]));
  const list = [
    ...currencyCodes.map((currencyCode) => ({
      currencyCode,
      amount: stored.get(currencyCode) ?? 0,
    })),
    ...form.price.list.filter((entry) => !currencyCodes.includes(entry.currencyCode)),
  ];
  return { ...form, price: { ...form.price, list } };
}

export const newPackageValues = (contentChannelIdList: string[]): PackageSettingsInput => ({
  title: '',
  subtitle: '',
  description: '',
  thumbnailImage: null,
  author: '',
  publisher: '',
  releaseDate: null,
  trialPeriodInDays: 0,
  catalogueNumber: null,
  genreIdList: [],
  instrumentIdList: [],
  skillLevelIdList: [],
  contentChannelIdList,
});
