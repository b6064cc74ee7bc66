/**
 * The app's icons: Lucide, imported by name so a page's bundle holds only the icons it shows.
 * Icons are decoration beside a visible or screen-reader name: render them with `aria-hidden`.
 * Sizes: 16 in text and buttons, 20 in the header, 24–32 on cards.
 */
export type { LucideIcon as IconComponent, LucideProps as IconProps } from 'lucide-react';
export {
  Activity as ActivityIcon,
  ArrowRight as ArrowRightIcon,
  Banknote as BanknoteIcon,
  BookOpen as BookOpenIcon,
  Bot as BotIcon,
  ChartLine as ChartIcon,
  Check as CheckIcon,
  ChevronDown as ChevronDownIcon,
  CircleCheck as SuccessIcon,
  CircleX as DangerIcon,
  Clock as ClockIcon,
  Code as CodeIcon,
  Copy as CopyIcon,
  Gauge as GaugeIcon,
  Globe as GlobeIcon,
  Headphones as HeadphonesIcon,
  Info as InfoIcon,
  Languages as LanguagesIcon,
  ListChecks as ListChecksIcon,
  LogIn as SignInIcon,
  Menu as MenuIcon,
  Moon as MoonIcon,
  ShieldCheck as ShieldCheckIcon,
  ShieldUser as StaffIcon,
  Sun as SunIcon,
  Timer as TimerIcon,
  TriangleAlert as WarningIcon,
  UserPlus as SignUpIcon,
  UserRound as AccountIcon,
  Users as UsersIcon,
  Wallet as WalletIcon,
  X as CloseIcon,
  Zap as ZapIcon,
} from 'lucide-react';
