/** The list a list screen's path names (`/vendors` -> `vendors`): its route, a view's `list`. */
export function viewListOfPath(pathname: string): string | undefined {
  const path = pathname.replace(/^\/+|\/+$/g, '');
  return path && !path.includes('/') ? path : undefined;
}
