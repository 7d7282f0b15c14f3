/** The class of the element around a prerendered frame (index.html's inline style and script, src/main.tsx). */
export const FRAME_CLASS = 'mpa-frame';
