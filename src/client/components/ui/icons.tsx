/**
 * The app's icons, from lucide-react (docs/ui-reference.md), in one module so that a feature
 * imports icons from one place. Each is tree-shaken to the icons listed here.
 */
export {
  Bookmark,
  Briefcase,
  Check,
  Copy,
  Download,
  Heart,
  Info,
  KeyRound,
  Lightbulb,
  LogOut,
  PartyPopper,
  Pencil,
  PencilLine,
  RefreshCw,
  Search,
  Smile,
  Sparkles,
  Trash2,
  Trophy,
  Upload,
  UserRound,
  Wand2,
  X,
  Zap,
} from 'lucide-react';
export type { LucideIcon as Icon } from 'lucide-react';
