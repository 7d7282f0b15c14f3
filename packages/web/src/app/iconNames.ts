// Stands in for @blueprintjs/icons' `iconNames` module in the panel's build (vite.config.ts): that module
// builds a table of every icon name (~600, about 6 KB gzip in the entry, with its case-changing helpers)
// only so the icon loader can reject an unknown name. The panel's loader (icons.ts) answers for every
// name instead: a registered icon from the bundle, any other with a warning and Blueprint's full set.

/** Every icon name in pascal and constant case: nothing in the panel reads it (Blueprint's `loadAll` does). */
export const IconNames: Record<string, string> = {};

/** The loader's check of a name: any name goes to the panel's loader, which knows what it has. */
export const IconNamesSet: Pick<Set<string>, 'has'> = {
  has: (name: string) => typeof name === 'string' && name !== '',
};
