/**
 * The icons copy may name: every icon the site's copy ships with, by a stable kebab-case name. A copy
 * field holds the name (the editor offers this list); the page draws the component.
 */
import {
  BadgeCheck,
  BellRing,
  Bot,
  Building2,
  CalendarCheck,
  ChartNoAxesCombined,
  Clock,
  CreditCard,
  Database,
  Gauge,
  Grid3x3,
  HandHeart,
  Headset,
  Hourglass,
  Inbox,
  KeyRound,
  LayoutDashboard,
  Link2,
  type LucideIcon,
  Mail,
  MapPin,
  MapPinCheck,
  MapPinned,
  MessageCircle,
  MessageCircleHeart,
  MessageCircleReply,
  MessagesSquare,
  PhoneCall,
  PhoneMissed,
  RefreshCw,
  ScanSearch,
  Search,
  SearchX,
  ShoppingBag,
  Sparkles,
  Star,
  Store,
  Timer,
  TrendingUp,
  UserRound,
  Users,
  UsersRound,
  Zap,
} from "lucide-react";

export const COPY_ICONS = {
  "badge-check": BadgeCheck,
  "bell-ring": BellRing,
  bot: Bot,
  "building-2": Building2,
  "calendar-check": CalendarCheck,
  "chart-no-axes-combined": ChartNoAxesCombined,
  clock: Clock,
  "credit-card": CreditCard,
  database: Database,
  gauge: Gauge,
  "grid-3x3": Grid3x3,
  "hand-heart": HandHeart,
  headset: Headset,
  hourglass: Hourglass,
  inbox: Inbox,
  "key-round": KeyRound,
  "layout-dashboard": LayoutDashboard,
  "link-2": Link2,
  mail: Mail,
  "map-pin": MapPin,
  "map-pin-check": MapPinCheck,
  "map-pinned": MapPinned,
  "message-circle": MessageCircle,
  "message-circle-heart": MessageCircleHeart,
  "message-circle-reply": MessageCircleReply,
  "messages-square": MessagesSquare,
  "phone-call": PhoneCall,
  "phone-missed": PhoneMissed,
  "refresh-cw": RefreshCw,
  "scan-search": ScanSearch,
  search: Search,
  "search-x": SearchX,
  "shopping-bag": ShoppingBag,
  sparkles: Sparkles,
  star: Star,
  store: Store,
  timer: Timer,
  "trending-up": TrendingUp,
  "user-round": UserRound,
  users: Users,
  "users-round": UsersRound,
  zap: Zap,
} as const satisfies Record<string, LucideIcon>;

export type CopyIconName = keyof typeof COPY_ICONS;

export const COPY_ICON_NAMES = Object.keys(COPY_ICONS) as CopyIconName[];

const nameOf = new Map<unknown, CopyIconName>(COPY_ICON_NAMES.map((name) => [COPY_ICONS[name], name]));

/** The name of an icon the copy uses; undefined for any other value. */
export function copyIconName(value: unknown): CopyIconName | undefined {
  return nameOf.get(value);
}

/** @example copyIcon("star") // Star */
export function copyIcon(name: string): LucideIcon | undefined {
  return (COPY_ICONS as Record<string, LucideIcon>)[name];
}
