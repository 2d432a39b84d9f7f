// The edit screen's tabs (spec section 2) and which form fields each one holds, so a failed save can
// point at the tab with the error.
import type { PackageTab } from '../../../admin-paths';

export const PACKAGE_TABS: { value: PackageTab; label: string }[] = [
  { value: 'settings', label: 'Settings' },
  { value: 'pricing', label: 'Pricing' },
  { value: 'ebook', label: 'eBook' },
  { value: 'video', label: 'Video List' },
  { value: 'audio', label: 'Audio List' },
  { value: 'soundcheck', label: 'SoundCheck List' },
];

export const isPackageTab = (value: string | undefined): value is PackageTab =>
  PACKAGE_TABS.some((tab) => tab.value === value);

/** The tab of a top-level form field (`price`, `content` with its first key, or a setting). */
export function tabOfField(field: string, contentKey?: string): PackageTab {
  if (field === 'price') return 'pricing';
  if (field !== 'content') return 'settings';
  if (contentKey === 'ebook') return 'ebook';
  if (contentKey === 'videoList') return 'video';
  if (contentKey === 'mmsList') return 'soundcheck';
  return 'audio';
}
