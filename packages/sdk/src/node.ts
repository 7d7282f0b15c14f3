// Node-only helpers (file session store) live here, out of the browser-safe main entry.
export { fileSessionStore } from './session/file';
