/**
 * Blueprint logs a deprecation (a component or prop it tells us to move off, such as `<Popover>`, which places
 * content wrongly under React 19) with console.warn. In the component tests that is an error: thrown where it
 * is logged, and kept until the test ends in case the throw was caught on the way (an error boundary).
 */
const BLUEPRINT_DEPRECATION = /^\[Blueprint\].*(\bdeprecated\b|\bmigrate to\b)/i;

const GUARDED = Symbol.for('mpa.blueprintDeprecationGuard');
// on the global object: test files share a worker (isolate: false) but each may evaluate this module afresh
const seen: string[] = ((globalThis as { [GUARDED]?: string[] })[GUARDED] ??= []);

export function installBlueprintDeprecationGuard(): void {
  for (const level of ['warn', 'error'] as const) {
    const log = console[level] as typeof console.warn & { [GUARDED]?: true };
    if (log[GUARDED]) continue; // wrapped once per worker
    console[level] = Object.assign(
      (...args: unknown[]) => {
        const message = typeof args[0] === 'string' ? args[0] : '';
        if (BLUEPRINT_DEPRECATION.test(message)) {
          seen.push(message);
          throw new Error(`Blueprint deprecation: ${message}`);
        }
        log.apply(console, args);
      },
      { [GUARDED]: true as const },
    );
  }
}

/** The deprecations logged since the last call (emptied). */
export function takeBlueprintDeprecations(): string[] {
  return seen.splice(0);
}
