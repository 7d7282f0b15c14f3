import {
  checkView,
  VIEW_LISTS,
  viewDiffers,
  viewLink,
  viewQueryOfUrl,
  type View,
} from '@marketplace-admin/sdk';
import { storedViewsText } from './store';

/** The list is one a view can be of (the panel's sample lists too). */
const isViewList = (list: string): boolean => list in VIEW_LISTS;

/** The stored views the SDK still reads (a view whose sort key is gone is left out, not a broken menu). */
function parseViews(text: string | null): View[] {
  const read = <T>(f: () => T, fallback: T): T => {
    try {
      return f();
    } catch {
      return fallback;
    }
  };
  const raw = read(() => JSON.parse(text ?? '[]') as unknown, []);
  return Array.isArray(raw) ? raw.flatMap((v) => read(() => [checkView(v)], [])) : [];
}

// the views last read, by the text they were read from
const cache = new Map<string, { text: string | null; views: View[] }>();

/** The user's views, the same array while their stored text is the same (for useSyncExternalStore). */
export function viewsSnapshot(user: string): View[] {
  const text = storedViewsText(user);
  let got = cache.get(user);
  if (got?.text !== text) cache.set(user, (got = { text, views: parseViews(text) }));
  return got!.views;
}

/** What a list's Views hook reads once it is loaded. */
export const viewsLogic = { isViewList, viewsSnapshot, viewLink, viewQueryOfUrl, viewDiffers };
