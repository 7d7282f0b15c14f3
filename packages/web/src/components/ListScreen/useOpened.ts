import { useState } from 'react';

/**
 * What a screen's add/edit dialog is open on: `open(null)` to add, `open(row)` to edit. Each opening is a
 * fresh dialog (its `key`), so nothing typed in one shows in the next.
 */
export function useOpened<T>() {
  const [opened, setOpened] = useState<{ item: T | null; key: number } | null>(null);
  return {
    opened,
    open: (item: T | null) => setOpened({ item, key: Date.now() }),
    close: () => setOpened(null),
  };
}
