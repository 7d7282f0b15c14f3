/** The class of the element around a prerendered frame (index.html's inline style and script, src/main.tsx). */
export const FRAME_CLASS = 'mpa-frame';
/**
 * An empty slot in a frame for the signed-in user's name (the dashboard's greeting): the HTML carries nobody's name,
 * index.html's boot script writes the stored user's into it before the frame paints (vite.config.ts).
 */
export const FRAME_USER_CLASS = 'mpa-frame-user';
/**
 * What a route's parameter is while its first reads are recorded at build time (src/prerender/frame.tsx
 * `firstReads`): the page's boot script puts the URL's value in its place (vite.config.ts). Ten digits, a mobile
 * number's form, so the SDK asks for it as it would for a real one.
 */
export const FIRST_READ_PARAM = '5550001234';
/**
 * The frame's controls whose clicks are kept until the app is up and then done on the app's same control
 * (vite.config.ts `earlyInputScript`, src/prerender/replay.ts): buttons, and tabs (Blueprint draws a tab as a div).
 */
export const FRAME_CLICKABLE = 'button,[role="tab"]';
/**
 * The template a record screen's page draws its record from before the app (src/prerender/earlyRecord.tsx); the
 * app's start waits for that record's answer before drawing the screen (src/app/routes.tsx).
 */
export const EARLY_RECORD_ID = 'mpa-early-record';
