// A module of its own (no SWR hook, no toaster): the route prefetch of a screen (src/app/routes.tsx)
// builds the screen's key with it before the screen's code has loaded.

/**
 * The SWR keys of the panel's lists: one factory, so a write can revalidate every page of a list
 * (`mutate(listKeyMatches('vendors'))`) and two screens reading the same list share the cache.
 */
export const listKey = <Q>(list: string, query: Q): readonly [string, Q] => [list, query] as const;
export const listKeyMatches =
  (list: string) =>
  (key: unknown): boolean =>
    Array.isArray(key) && key[0] === list;
