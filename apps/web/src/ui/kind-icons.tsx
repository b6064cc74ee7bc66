import type { TaskKindId } from '@crowdsolve/contract';
import {
  Activity,
  AudioLines,
  BadgeCheck,
  Box,
  Brush,
  Calculator,
  CircleCheck,
  Cloud,
  Cpu,
  Crosshair,
  Gauge,
  Grid3x3,
  Hand,
  ImageIcon,
  KeyRound,
  Lock,
  type LucideIcon,
  type LucideProps,
  MousePointerClick,
  Move,
  Puzzle,
  RotateCw,
  Scan,
  ScanText,
  Server,
  Shapes,
  ShieldCheck,
  ShieldHalf,
  ShoppingBag,
  SquareDashedMousePointer,
  Type,
  Users,
} from 'lucide-react';

/** One icon per captcha type: what a person does to solve it, or what the widget looks like. */
export const KIND_ICONS: Record<TaskKindId, LucideIcon> = {
  image_text: ScanText,
  text: Type,
  rotate: RotateCw,
  coordinates: MousePointerClick,
  grid: Grid3x3,
  canvas: Brush,
  bounding_box: SquareDashedMousePointer,
  audio: AudioLines,
  temu: ShoppingBag,
  vk_image: ImageIcon,
  recaptcha_v2: ShieldCheck,
  recaptcha_v3: Gauge,
  hcaptcha: ShieldHalf,
  geetest: Puzzle,
  geetest_v4: Puzzle,
  turnstile: Cloud,
  funcaptcha: Shapes,
  keycaptcha: KeyRound,
  lemin: Move,
  mtcaptcha: Lock,
  capy: Puzzle,
  amazon_waf: Box,
  cutcaptcha: Crosshair,
  friendly_captcha: Cpu,
  atb_captcha: Hand,
  tencent: BadgeCheck,
  datadome: Server,
  prosopo: Users,
  captchafox: BadgeCheck,
  vk_captcha: CircleCheck,
  altcha: Calculator,
  yandex: Scan,
  cybersiara: Activity,
};

/** The icon of a captcha type (a puzzle piece for a type this list does not know yet). */
export function kindIcon(kind: string): LucideIcon {
  return (KIND_ICONS as Record<string, LucideIcon | undefined>)[kind] ?? Puzzle;
}

/** A captcha type's icon in a tinted tile, decoration beside the type's name. */
export function KindIcon({
  kind,
  size = 24,
  compact = false,
  ...rest
}: { kind: string /** A small tile for a table row or a list. */; compact?: boolean } & LucideProps) {
  const Icon = kindIcon(kind);
  return (
    <span className={compact ? 'kind-icon kind-icon--sm' : 'kind-icon'} aria-hidden="true">
      <Icon size={size} strokeWidth={1.75} {...rest} />
    </span>
  );
}
