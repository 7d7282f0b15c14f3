// Which paths a page of the web build answers, for the servers in front of it (tools/panel-server.mjs,
// deploy/nginx-config.mjs): a route with a parameter has its page in a folder named after it
// (vendors/[mobileNo]/index.html, packages/web/src/prerender/frame.tsx), for any value of it.

const isParameter = (segment) => /^\[\w+\]$/.test(segment);

/**
 * A page's folder (`vendors/[mobileNo]/services`) as the source of a regular expression for the paths it answers:
 * a `[name]` folder takes any one segment without a dot (`/vendors/42/services`; `/vendors/x.js` is a file's path),
 * a trailing slash allowed. Null for a page without parameters (it answers its own path only).
 */
export function parameterPagePattern(dir) {
  const segments = dir.split('/');
  if (!segments.some(isParameter)) return null;
  const literal = (segment) => segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return `^/${segments.map((s) => (isParameter(s) ? '[^/.]+' : literal(s))).join('/')}/?$`;
}
