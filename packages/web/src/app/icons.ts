import { Icons, type IconName, type IconPaths, type IconPathsLoader } from '@blueprintjs/icons';
// the esnext copy, tree-shaken to the icons named below: Blueprint's loader takes the esm one's every icon
import * as P16 from '@blueprintjs/icons/lib/esnext/generated/16px/paths';
import * as P20 from '@blueprintjs/icons/lib/esnext/generated/20px/paths';

// The icons used across the app; one screen's own icon is registered by it (`registerIcons`), in its chunk.
// An unregistered icon still renders from the full set, with a warning the e2e route walk fails on.
const PATHS_16: Partial<Record<IconName, IconPaths>> = {
  menu: P16.Menu,
  notifications: P16.Notifications,
  user: P16.User,
  dashboard: P16.Dashboard,
  calendar: P16.Calendar,
  wrench: P16.Wrench,
  shop: P16.Shop,
  tag: P16.Tag,
  comment: P16.Comment,
  people: P16.People,
  list: P16.List,
  person: P16.Person,
  share: P16.Share,
  exchange: P16.Exchange,
  barcode: P16.Barcode,
  'bank-account': P16.BankAccount,
  star: P16.Star,
  dollar: P16.Dollar,
  cog: P16.Cog,
  'log-out': P16.LogOut,
  lock: P16.Lock,
  'eye-open': P16.EyeOpen,
  'eye-off': P16.EyeOff,
  'log-in': P16.LogIn,
  error: P16.Error,
  'tick-circle': P16.TickCircle,
  'warning-sign': P16.WarningSign,
  'info-sign': P16.InfoSign,
  'chevron-left': P16.ChevronLeft,
  'chevron-right': P16.ChevronRight,
  refresh: P16.Refresh,
  shield: P16.Shield,
  search: P16.Search,
  edit: P16.Edit,
  trash: P16.Trash,
  tick: P16.Tick,
  plus: P16.Plus,
  more: P16.More,
  cross: P16.Cross,
  link: P16.Link,
  'arrow-up': P16.ArrowUp,
  'arrow-down': P16.ArrowDown,
  'chevron-up': P16.ChevronUp,
  'chevron-down': P16.ChevronDown,
  'caret-up': P16.CaretUp,
  'caret-down': P16.CaretDown,
  'double-caret-vertical': P16.DoubleCaretVertical,
  'sort-asc': P16.SortAsc,
  'sort-desc': P16.SortDesc,
  'floppy-disk': P16.FloppyDisk,
  disable: P16.Disable,
  time: P16.Time,
  add: P16.Add,
  remove: P16.Remove,
  'star-empty': P16.StarEmpty,
  flag: P16.Flag,
  sort: P16.Sort,
  'folder-close': P16.FolderClose,
  document: P16.Document,
  phone: P16.Phone,
};

const PATHS_20: Partial<Record<IconName, IconPaths>> = {
  'path-search': P20.PathSearch,
  error: P20.Error,
  lock: P20.Lock,
  shield: P20.Shield,
  search: P20.Search,
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

const iconLoader: IconPathsLoader = async (name, size) => {
  const hit = registeredIconPaths(name, size);
  if (hit) return hit;
  console.warn(
    `[icons] '${name}' (${size}px) is not registered (src/app/icons.ts); loading the full icon set`,
  );
  const all = (await (size < 20
    ? import('@blueprintjs/icons/lib/esm/generated/16px/paths')
    : import('@blueprintjs/icons/lib/esm/generated/20px/paths'))) as unknown as Record<string, IconPaths>;
  return all[name.replace(/(?:^|-)(\w)/g, (_, c: string) => c.toUpperCase())];
};

/** Installs the loader and preloads the registered icons, so they render on the first paint. */
export async function setupIcons(): Promise<void> {
  Icons.setLoaderOptions({ loader: iconLoader });
  await Promise.all([
    Icons.load(Object.keys(PATHS_16) as IconName[], 16),
    Icons.load(Object.keys(PATHS_20) as IconName[], 20),
  ]);
}
