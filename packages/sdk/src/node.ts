// Node-only helpers (files), out of the browser-safe main entry.
export { fileSessionStore } from './node/fileSessionStore';
export { fileJournal, lockJournal, type FileJournal, type JournalLock } from './node/fileJournal';
export { writePrivateFileAtomic } from './node/privateFile';
export { nodeFetch } from './node/fetch';
