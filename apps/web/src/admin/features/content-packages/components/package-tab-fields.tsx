// The fields of the open tab of the edit screen, with the package's file URLs for the previews.
import type { AdminContentPackage } from '@bandbook/domain';
import type { PackageTab } from '../../../admin-paths';
import type { ChannelChoice } from '../hooks/use-channel-choice';
import { AudioListFields } from './audio-list-fields';
import type { ReferenceOptions } from './catalogue-fields';
import { EbookFields } from './ebook-fields';
import { PackageFileUrls } from './package-file-urls';
import { PricingFields } from './pricing-fields';
import { SettingsFields } from './settings-fields';
import { SoundCheckListFields } from './soundcheck-list-fields';
import { VideoListFields } from './video-list-fields';

interface PackageTabFieldsProps {
  tab: PackageTab;
  pkg: AdminContentPackage;
  options: ReferenceOptions;
  channels: ChannelChoice;
}

export function PackageTabFields(props: PackageTabFieldsProps) {
  return (
    <PackageFileUrls.Provider value={props.pkg.fileUrls}>
      <TabFields {...props} />
    </PackageFileUrls.Provider>
  );
}

function TabFields({ tab, pkg, options, channels }: PackageTabFieldsProps) {
  switch (tab) {
    case 'settings':
      return <SettingsFields options={options} channels={channels} />;
    case 'pricing':
      return <PricingFields />;
    case 'ebook':
      return <EbookFields />;
    case 'video':
      return <VideoListFields />;
    case 'audio':
      return <AudioListFields />;
    case 'soundcheck':
      return <SoundCheckListFields pkg={pkg} />;
  }
}
