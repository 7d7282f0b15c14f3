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
import i16Edit from '@blueprintjs/icons/lib/esm/generated/16px/paths/edit';
import i16Trash from '@blueprintjs/icons/lib/esm/generated/16px/paths/trash';
import i16Tick from '@blueprintjs/icons/lib/esm/generated/16px/paths/tick';
import i16Plus from '@blueprintjs/icons/lib/esm/generated/16px/paths/plus';
import i16More from '@blueprintjs/icons/lib/esm/generated/16px/paths/more';
import i16Cross from '@blueprintjs/icons/lib/esm/generated/16px/paths/cross';
import i16SmallCross from '@blueprintjs/icons/lib/esm/generated/16px/paths/small-cross';
import i16Link from '@blueprintjs/icons/lib/esm/generated/16px/paths/link';
import i16ArrowUp from '@blueprintjs/icons/lib/esm/generated/16px/paths/arrow-up';
import i16ArrowDown from '@blueprintjs/icons/lib/esm/generated/16px/paths/arrow-down';
import i16ChevronUp from '@blueprintjs/icons/lib/esm/generated/16px/paths/chevron-up';
import i16ChevronDown from '@blueprintjs/icons/lib/esm/generated/16px/paths/chevron-down';
import i16CaretUp from '@blueprintjs/icons/lib/esm/generated/16px/paths/caret-up';
import i16CaretDown from '@blueprintjs/icons/lib/esm/generated/16px/paths/caret-down';
import i16DoubleCaretVertical from '@blueprintjs/icons/lib/esm/generated/16px/paths/double-caret-vertical';
import i16SortAsc from '@blueprintjs/icons/lib/esm/generated/16px/paths/sort-asc';
import i16SortDesc from '@blueprintjs/icons/lib/esm/generated/16px/paths/sort-desc';
import i16Media from '@blueprintjs/icons/lib/esm/generated/16px/paths/media';
import i16Upload from '@blueprintjs/icons/lib/esm/generated/16px/paths/upload';
import i16FloppyDisk from '@blueprintjs/icons/lib/esm/generated/16px/paths/floppy-disk';
import i16Disable from '@blueprintjs/icons/lib/esm/generated/16px/paths/disable';
import i16BanCircle from '@blueprintjs/icons/lib/esm/generated/16px/paths/ban-circle';
import i16Filter from '@blueprintjs/icons/lib/esm/generated/16px/paths/filter';
import i16Time from '@blueprintjs/icons/lib/esm/generated/16px/paths/time';
import i16Add from '@blueprintjs/icons/lib/esm/generated/16px/paths/add';
import i16Remove from '@blueprintjs/icons/lib/esm/generated/16px/paths/remove';
import i16ArrowLeft from '@blueprintjs/icons/lib/esm/generated/16px/paths/arrow-left';
import i16StarEmpty from '@blueprintjs/icons/lib/esm/generated/16px/paths/star-empty';
import i16Flag from '@blueprintjs/icons/lib/esm/generated/16px/paths/flag';
import i16Endorsed from '@blueprintjs/icons/lib/esm/generated/16px/paths/endorsed';
import i16Issue from '@blueprintjs/icons/lib/esm/generated/16px/paths/issue';
import i16Sort from '@blueprintjs/icons/lib/esm/generated/16px/paths/sort';
import i16FolderClose from '@blueprintjs/icons/lib/esm/generated/16px/paths/folder-close';
import i16FolderOpen from '@blueprintjs/icons/lib/esm/generated/16px/paths/folder-open';
import i16Document from '@blueprintjs/icons/lib/esm/generated/16px/paths/document';
import i16Phone from '@blueprintjs/icons/lib/esm/generated/16px/paths/phone';
import i20PathSearch from '@blueprintjs/icons/lib/esm/generated/20px/paths/path-search';
import i20Build from '@blueprintjs/icons/lib/esm/generated/20px/paths/build';
import i20Error from '@blueprintjs/icons/lib/esm/generated/20px/paths/error';
import i20Lock from '@blueprintjs/icons/lib/esm/generated/20px/paths/lock';
import i20Shield from '@blueprintjs/icons/lib/esm/generated/20px/paths/shield';
import i20Search from '@blueprintjs/icons/lib/esm/generated/20px/paths/search';
import i20Inbox from '@blueprintjs/icons/lib/esm/generated/20px/paths/inbox';
import i20Issue from '@blueprintjs/icons/lib/esm/generated/20px/paths/issue';

/*
 * Blueprint's default loader pulls every icon's paths (~100 KB gzip). The app bundles only the icons
 * it uses (a few hundred bytes each) and installs a loader that serves them.
 *
 * TO USE AN ICON THAT IS NOT BELOW:
 *  - used by one screen only: register it from that screen's module, so it ships in the screen's chunk:
 *      import gitMerge from '@blueprintjs/icons/lib/esm/generated/16px/paths/git-merge';
 *      registerIcons({ 'git-merge': gitMerge });             // 16px (buttons, menus, inputs)
 *      registerIcons({}, { 'git-merge': gitMerge20 });       // 20px and larger (NonIdealState)
 *  - used across the app: add it to the lists below.
 * An unregistered icon still renders, but the loader then fetches Blueprint's full path set of that
 * size as a separate chunk and logs a warning (the e2e route walk fails on it).
 */
const PATHS_16: Partial<Record<IconName, IconPaths>> = {
  menu: i16Menu,
  notifications: i16Notifications,
  user: i16User,
  dashboard: i16Dashboard,
  calendar: i16Calendar,
  wrench: i16Wrench,
  shop: i16Shop,
  tag: i16Tag,
  comment: i16Comment,
  people: i16People,
  list: i16List,
  person: i16Person,
  share: i16Share,
  exchange: i16Exchange,
  barcode: i16Barcode,
  'bank-account': i16BankAccount,
  star: i16Star,
  dollar: i16Dollar,
  cog: i16Cog,
  'log-out': i16LogOut,
  lock: i16Lock,
  'eye-open': i16EyeOpen,
  'eye-off': i16EyeOff,
  'log-in': i16LogIn,
  error: i16Error,
  'tick-circle': i16TickCircle,
  'warning-sign': i16WarningSign,
  'info-sign': i16InfoSign,
  home: i16Home,
  'chevron-left': i16ChevronLeft,
  'chevron-right': i16ChevronRight,
  build: i16Build,
  refresh: i16Refresh,
  shield: i16Shield,
  search: i16Search,
  edit: i16Edit,
  trash: i16Trash,
  tick: i16Tick,
  plus: i16Plus,
  more: i16More,
  cross: i16Cross,
  'small-cross': i16SmallCross,
  link: i16Link,
  'arrow-up': i16ArrowUp,
  'arrow-down': i16ArrowDown,
  'chevron-up': i16ChevronUp,
  'chevron-down': i16ChevronDown,
  'caret-up': i16CaretUp,
  'caret-down': i16CaretDown,
  'double-caret-vertical': i16DoubleCaretVertical,
  'sort-asc': i16SortAsc,
  'sort-desc': i16SortDesc,
  media: i16Media,
  upload: i16Upload,
  'floppy-disk': i16FloppyDisk,
  disable: i16Disable,
  'ban-circle': i16BanCircle,
  filter: i16Filter,
  time: i16Time,
  add: i16Add,
  remove: i16Remove,
  'arrow-left': i16ArrowLeft,
  'star-empty': i16StarEmpty,
  flag: i16Flag,
  endorsed: i16Endorsed,
  issue: i16Issue,
  sort: i16Sort,
  'folder-close': i16FolderClose,
  'folder-open': i16FolderOpen,
  document: i16Document,
  phone: i16Phone,
};

const PATHS_20: Partial<Record<IconName, IconPaths>> = {
  'path-search': i20PathSearch,
  build: i20Build,
  error: i20Error,
  lock: i20Lock,
  shield: i20Shield,
  search: i20Search,
  inbox: i20Inbox,
  issue: i20Issue,
};

/** Adds icon paths (16px and/or 20px) to the registry; call at module top level of the screen that uses them. */
export function registerIcons(
  paths16: Partial<Record<IconName, IconPaths>>,
  paths20: Partial<Record<IconName, IconPaths>> = {},
): void {
  Object.assign(PATHS_16, paths16);
  Object.assign(PATHS_20, paths20);
  void Icons.load(Object.keys(paths16) as IconName[], 16);
  void Icons.load(Object.keys(paths20) as IconName[], 20);
}

/** The registered paths of an icon (16px below size 20, else 20px), for drawing it without Blueprint's `<Icon>`. */
export function registeredIconPaths(name: IconName, size: number): IconPaths | undefined {
  return size < 20 ? PATHS_16[name] : PATHS_20[name];
}

function pascalCase(name: string): string {
  return name
    .split('-')
    .map((p) => p.charAt(0).toUpperCase() + p.slice(1))
    .join('');
}

const iconLoader: IconPathsLoader = async (name, size) => {
  const hit = size < 20 ? PATHS_16[name] : PATHS_20[name];
  if (hit) return hit;
  console.warn(
    `[icons] '${name}' (${size}px) is not registered (src/app/icons.ts); loading the full icon set`,
  );
  const all = (size < 20
    ? await import('@blueprintjs/icons/lib/esm/generated/16px/paths')
    : await import('@blueprintjs/icons/lib/esm/generated/20px/paths')) as unknown as Record<
    string,
    IconPaths
  >;
  return all[pascalCase(name)];
};

/** Installs the loader and preloads the registered icons, so they render on the first paint. */
export async function setupIcons(): Promise<void> {
  Icons.setLoaderOptions({ loader: iconLoader });
  await Promise.all([
    Icons.load(Object.keys(PATHS_16) as IconName[], 16),
    Icons.load(Object.keys(PATHS_20) as IconName[], 20),
  ]);
}
