import { Icons, type IconName, type IconPaths, type IconPathsLoader } from '@blueprintjs/icons';
import i16Menu from '@blueprintjs/icons/lib/esm/generated/16px/paths/menu';
import i16Notifications from '@blueprintjs/icons/lib/esm/generated/16px/paths/notifications';
import i16User from '@blueprintjs/icons/lib/esm/generated/16px/paths/user';
import i16Dashboard from '@blueprintjs/icons/lib/esm/generated/16px/paths/dashboard';
import i16Calendar from '@blueprintjs/icons/lib/esm/generated/16px/paths/calendar';
import i16Wrench from '@blueprintjs/icons/lib/esm/generated/16px/paths/wrench';
import i16Shop from '@blueprintjs/icons/lib/esm/generated/16px/paths/shop';
import i16Tag from '@blueprintjs/icons/lib/esm/generated/16px/paths/tag';
import i16Comment from '@blueprintjs/icons/lib/esm/generated/16px/paths/comment';
import i16People from '@blueprintjs/icons/lib/esm/generated/16px/paths/people';
import i16List from '@blueprintjs/icons/lib/esm/generated/16px/paths/list';
import i16Person from '@blueprintjs/icons/lib/esm/generated/16px/paths/person';
import i16Share from '@blueprintjs/icons/lib/esm/generated/16px/paths/share';
import i16Exchange from '@blueprintjs/icons/lib/esm/generated/16px/paths/exchange';
import i16Barcode from '@blueprintjs/icons/lib/esm/generated/16px/paths/barcode';
import i16BankAccount from '@blueprintjs/icons/lib/esm/generated/16px/paths/bank-account';
import i16Star from '@blueprintjs/icons/lib/esm/generated/16px/paths/star';
import i16Dollar from '@blueprintjs/icons/lib/esm/generated/16px/paths/dollar';
import i16Cog from '@blueprintjs/icons/lib/esm/generated/16px/paths/cog';
import i16LogOut from '@blueprintjs/icons/lib/esm/generated/16px/paths/log-out';
import i16Lock from '@blueprintjs/icons/lib/esm/generated/16px/paths/lock';
import i16EyeOpen from '@blueprintjs/icons/lib/esm/generated/16px/paths/eye-open';
import i16EyeOff from '@blueprintjs/icons/lib/esm/generated/16px/paths/eye-off';
import i16LogIn from '@blueprintjs/icons/lib/esm/generated/16px/paths/log-in';
import i16Error from '@blueprintjs/icons/lib/esm/generated/16px/paths/error';
import i16TickCircle from '@blueprintjs/icons/lib/esm/generated/16px/paths/tick-circle';
import i16WarningSign from '@blueprintjs/icons/lib/esm/generated/16px/paths/warning-sign';
import i16InfoSign from '@blueprintjs/icons/lib/esm/generated/16px/paths/info-sign';
import i16Home from '@blueprintjs/icons/lib/esm/generated/16px/paths/home';
import i16ChevronLeft from '@blueprintjs/icons/lib/esm/generated/16px/paths/chevron-left';
import i16ChevronRight from '@blueprintjs/icons/lib/esm/generated/16px/paths/chevron-right';
import i16Build from '@blueprintjs/icons/lib/esm/generated/16px/paths/build';
import i16Refresh from '@blueprintjs/icons/lib/esm/generated/16px/paths/refresh';
import i16Shield from '@blueprintjs/icons/lib/esm/generated/16px/paths/shield';
import i16Search from '@blueprintjs/icons/lib/esm/generated/16px/paths/search';
import i16Sort from '@blueprintjs/icons/lib/esm/generated/16px/paths/sort';
import i16CaretUp from '@blueprintjs/icons/lib/esm/generated/16px/paths/caret-up';
import i16CaretDown from '@blueprintjs/icons/lib/esm/generated/16px/paths/caret-down';
import i16More from '@blueprintjs/icons/lib/esm/generated/16px/paths/more';
import i16Edit from '@blueprintjs/icons/lib/esm/generated/16px/paths/edit';
import i16Trash from '@blueprintjs/icons/lib/esm/generated/16px/paths/trash';
import i16Plus from '@blueprintjs/icons/lib/esm/generated/16px/paths/plus';
import i16ArrowUp from '@blueprintjs/icons/lib/esm/generated/16px/paths/arrow-up';
import i16ArrowDown from '@blueprintjs/icons/lib/esm/generated/16px/paths/arrow-down';
import i16Cross from '@blueprintjs/icons/lib/esm/generated/16px/paths/cross';
import i16Upload from '@blueprintjs/icons/lib/esm/generated/16px/paths/upload';
import i16Media from '@blueprintjs/icons/lib/esm/generated/16px/paths/media';
import i16StarEmpty from '@blueprintjs/icons/lib/esm/generated/16px/paths/star-empty';
import i16Link from '@blueprintjs/icons/lib/esm/generated/16px/paths/link';
import i16Disable from '@blueprintjs/icons/lib/esm/generated/16px/paths/disable';
import i16Tick from '@blueprintjs/icons/lib/esm/generated/16px/paths/tick';
import i16FolderClose from '@blueprintjs/icons/lib/esm/generated/16px/paths/folder-close';
import i16Document from '@blueprintjs/icons/lib/esm/generated/16px/paths/document';
import i16Phone from '@blueprintjs/icons/lib/esm/generated/16px/paths/phone';
import i16ArrowLeft from '@blueprintjs/icons/lib/esm/generated/16px/paths/arrow-left';
import i20PathSearch from '@blueprintjs/icons/lib/esm/generated/20px/paths/path-search';
import i20Build from '@blueprintjs/icons/lib/esm/generated/20px/paths/build';
import i20Error from '@blueprintjs/icons/lib/esm/generated/20px/paths/error';
import i20Lock from '@blueprintjs/icons/lib/esm/generated/20px/paths/lock';

/*
 * Blueprint's default loader pulls every icon's paths (~100 KB gzip). The app registers only the
 * icons it uses, bundled statically (a few hundred bytes each), and installs a loader that serves
 * them. TO USE A NEW ICON: add its import and entry below (16px for buttons/menus, 20px for icons
 * drawn at 20px or more, e.g. NonIdealState). An unregistered icon still works: the loader then
 * fetches Blueprint's full path set of that size as a separate chunk, once, and warns in dev builds.
 */
const PATHS_16: Partial<Record<IconName, IconPaths>> = {
  'menu': i16Menu,
  'notifications': i16Notifications,
  'user': i16User,
  'dashboard': i16Dashboard,
  'calendar': i16Calendar,
  'wrench': i16Wrench,
  'shop': i16Shop,
  'tag': i16Tag,
  'comment': i16Comment,
  'people': i16People,
  'list': i16List,
  'person': i16Person,
  'share': i16Share,
  'exchange': i16Exchange,
  'barcode': i16Barcode,
  'bank-account': i16BankAccount,
  'star': i16Star,
  'dollar': i16Dollar,
  'cog': i16Cog,
  'log-out': i16LogOut,
  'lock': i16Lock,
  'eye-open': i16EyeOpen,
  'eye-off': i16EyeOff,
  'log-in': i16LogIn,
  'error': i16Error,
  'tick-circle': i16TickCircle,
  'warning-sign': i16WarningSign,
  'info-sign': i16InfoSign,
  'home': i16Home,
  'chevron-left': i16ChevronLeft,
  'chevron-right': i16ChevronRight,
  'build': i16Build,
  'refresh': i16Refresh,
  'shield': i16Shield,
  'search': i16Search,
  'sort': i16Sort,
  'caret-up': i16CaretUp,
  'caret-down': i16CaretDown,
  'more': i16More,
  'edit': i16Edit,
  'trash': i16Trash,
  'plus': i16Plus,
  'arrow-up': i16ArrowUp,
  'arrow-down': i16ArrowDown,
  'cross': i16Cross,
  'upload': i16Upload,
  'media': i16Media,
  'star-empty': i16StarEmpty,
  'link': i16Link,
  'disable': i16Disable,
  'tick': i16Tick,
  'folder-close': i16FolderClose,
  'document': i16Document,
  'phone': i16Phone,
  'arrow-left': i16ArrowLeft,
};

const PATHS_20: Partial<Record<IconName, IconPaths>> = {
  'path-search': i20PathSearch,
  'build': i20Build,
  'error': i20Error,
  'lock': i20Lock,
};

export const REGISTERED_ICONS = Object.keys(PATHS_16) as IconName[];

function pascalCase(name: string): string {
  return name.split('-').map((p) => p.charAt(0).toUpperCase() + p.slice(1)).join('');
}

export const iconLoader: IconPathsLoader = async (name, size) => {
  const hit = size < 20 ? PATHS_16[name] : PATHS_20[name];
  if (hit) return hit;
  if (import.meta.env.DEV) console.warn(`[icons] '${name}' (${size}px) is not registered in src/app/icons.ts; loading the full icon set`);
  const all = (
    size < 20
      ? await import('@blueprintjs/icons/lib/esm/generated/16px/paths')
      : await import('@blueprintjs/icons/lib/esm/generated/20px/paths')
  ) as unknown as Record<string, IconPaths>;
  return all[pascalCase(name)];
};

/** Installs the loader and preloads the registered icons, so they render on the first paint. */
export async function setupIcons(): Promise<void> {
  Icons.setLoaderOptions({ loader: iconLoader });
  await Promise.all([Icons.load(REGISTERED_ICONS, 16), Icons.load(Object.keys(PATHS_20) as IconName[], 20)]);
}
