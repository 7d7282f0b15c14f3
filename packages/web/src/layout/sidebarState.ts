import { SIDEBAR } from '../app/constants';
import { useCallback, useRef, useState } from 'react';

/** Cookie holding the desktop sidebar state: 'true' expanded, 'false' collapsed (spec §2: 7 days). */
const SIDEBAR_COOKIE = 'sidebar_state';

/** Expanded unless the cookie says 'false' (and expanded where there is no document: the prerendered frame). */
export function readSidebarCookie(
  cookie: string = typeof document === 'undefined' ? '' : document.cookie,
): boolean {
  const m = cookie
    .split(';')
    .map((c) => c.trim())
    .find((c) => c.startsWith(`${SIDEBAR_COOKIE}=`));
  return m ? m.slice(SIDEBAR_COOKIE.length + 1) !== 'false' : true;
}

function writeSidebarCookie(expanded: boolean): void {
  const maxAge = SIDEBAR.cookieDays * 24 * 60 * 60;
  document.cookie = `${SIDEBAR_COOKIE}=${expanded}; path=/; max-age=${maxAge}; SameSite=Lax`;
}

/** [expanded, setExpanded]: the desktop sidebar state, restored from and saved to the cookie. */
export function useSidebarState(): [boolean, (next: boolean | ((prev: boolean) => boolean)) => void] {
  const [expanded, setState] = useState(() => readSidebarCookie());
  const current = useRef(expanded);
  const set = useCallback((next: boolean | ((prev: boolean) => boolean)) => {
    const value = typeof next === 'function' ? next(current.current) : next;
    current.current = value;
    writeSidebarCookie(value); // at once, so a reload right after the toggle keeps it
    setState(value);
  }, []);
  return [expanded, set];
}
