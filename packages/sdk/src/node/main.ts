// The main entry as Node resolves it (package.json's `node` condition): the browser-safe surface of
// src/index.ts, with a createClient whose default transport closes what it abandons.
export * from '../index';
export { createClient } from './defaultClient';
