export { startDevApi, DevApiStartError, type DevApi, type DevApiOptions } from './server';
export type { FaultOptions } from './faults';
export type { SeedName } from './seed';
export { seededDataDir } from './seed/template';
export { parseDrift, type DriftRule, type DriftAction } from './drift';
