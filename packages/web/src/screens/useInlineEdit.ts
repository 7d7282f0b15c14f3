import { useState } from 'react';

/**
 * An edit in place (a config's card, a mapping's row): the draft as typed, whether Save was tried (its checks
 * are shown from then on), and a save that sends only a valid draft and keeps it when the write fails.
 */
export function useInlineEdit<D>() {
  const [draft, setDraft] = useState<D | null>(null);
  const [tried, setTried] = useState(false);
  const edit = (next: D | null) => {
    setTried(false);
    setDraft(next);
  };
  const save = async (valid: boolean, write: () => Promise<boolean>) => {
    setTried(true);
    if (valid && (await write())) edit(null);
  };
  return { draft, setDraft, tried, edit, save };
}
