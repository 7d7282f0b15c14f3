// Node-only helpers (files), out of the browser-safe main entry.
export { fileSessionStore } from './node/fileSessionStore';
export { fileJournal, type FileJournal } from './node/fileJournal';
export { writePrivateFileAtomic } from './node/privateFile';
export { nodeFetch } from './node/fetch';
