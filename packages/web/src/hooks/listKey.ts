// light (no SWR hook): a route's prefetch builds the screen's key with it before the screen's code is in

/** The SWR keys of the panel's lists: a write revalidates every page of one (`listKeyMatches(list)`). */
export const listKey = <Q>(list: string, query: Q): readonly [string, Q] => [list, query] as const;
export const listKeyMatches =
  (list: string) =>
  (key: unknown): boolean =>
    Array.isArray(key) && key[0] === list;
