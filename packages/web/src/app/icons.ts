import { Icons, type IconName, type IconPaths, type IconPathsLoader } from '@blueprintjs/icons';

// The icons used across the app, each from its own module of Blueprint's (its loader would take all ~100 KB
// gzip); one screen's own icon is registered by that screen (`registerIcons`), so it ships in its chunk. An
// unregistered icon still renders from the full set, with a warning the e2e route walk fails on.
const PATHS_16 = named(
  import.meta.glob<IconPaths>(
    [
      './menu.js',
      './notifications.js',
      './user.js',
      './dashboard.js',
      './calendar.js',
      './wrench.js',
      './shop.js',
      './tag.js',
      './comment.js',
      './people.js',
      './list.js',
      './person.js',
      './share.js',
      './exchange.js',
      './barcode.js',
      './bank-account.js',
      './star.js',
      './dollar.js',
      './cog.js',
      './log-out.js',
      './lock.js',
      './eye-open.js',
      './eye-off.js',
      './log-in.js',
      './error.js',
      './tick-circle.js',
      './warning-sign.js',
      './info-sign.js',
      './chevron-left.js',
      './chevron-right.js',
      './refresh.js',
      './shield.js',
      './search.js',
      './edit.js',
      './trash.js',
      './tick.js',
      './plus.js',
      './more.js',
      './cross.js',
      './link.js',
      './arrow-up.js',
      './arrow-down.js',
      './chevron-up.js',
      './chevron-down.js',
      './caret-up.js',
      './caret-down.js',
      './double-caret-vertical.js',
      './sort-asc.js',
      './sort-desc.js',
      './floppy-disk.js',
      './disable.js',
      './time.js',
      './add.js',
      './remove.js',
      './star-empty.js',
      './flag.js',
      './sort.js',
      './folder-close.js',
      './document.js',
      './phone.js',
    ],
    {
      eager: true,
      import: 'default',
      exhaustive: true,
      base: '../../../../node_modules/@blueprintjs/icons/lib/esm/generated/16px/paths',
    },
  ),
);
const PATHS_20 = named(
  import.meta.glob<IconPaths>(['./path-search.js', './error.js', './lock.js', './shield.js', './search.js'], {
    eager: true,
    import: 'default',
    exhaustive: true,
    base: '../../../../node_modules/@blueprintjs/icons/lib/esm/generated/20px/paths',
  }),
);

/** The glob's modules by icon name ('./bank-account.js' -> 'bank-account'). */
function named(modules: Record<string, IconPaths>): Partial<Record<IconName, IconPaths>> {
  return Object.fromEntries(Object.entries(modules).map(([file, paths]) => [file.slice(2, -3), paths]));
}

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
