// The icon staff choose for a dashboard list (one of a small set of names), drawn decoratively.
import type { ComponentType } from 'react';
import {
  IconBolt,
  IconBook,
  IconClock,
  IconFlame,
  IconGift,
  IconGuitarPick,
  IconHeart,
  IconMusic,
  IconSparkles,
  IconStar,
  IconTrophy,
  type IconProps,
} from '@tabler/icons-react';

const ICONS: Record<string, ComponentType<IconProps>> = {
  bolt: IconBolt,
  book: IconBook,
  clock: IconClock,
  drum: IconMusic,
  flame: IconFlame,
  gift: IconGift,
  guitar: IconGuitarPick,
  heart: IconHeart,
  music: IconMusic,
  sparkles: IconSparkles,
  star: IconStar,
  trophy: IconTrophy,
};

export function ListIcon({ name }: { name: string }) {
  const Icon = ICONS[name] ?? IconBook;
  return <Icon size={22} stroke={1.8} aria-hidden />;
}
