import { useEffect, useRef, useState } from 'react';
import { useRowAction } from '../../hooks/useRowAction';
import type { Id } from '../../i18n';

/** A form's draft, kept as typed (text), so a failed save keeps it exactly; `set` changes some of its fields. */
export function useDraft<D>(initial: D | (() => D)) {
  const [draft, setDraft] = useState<D>(initial);
  const set = (patch: Partial<D>) => setDraft((d) => ({ ...d, ...patch }));
  return { draft, set, reset: setDraft };
}

export interface FormOptions<D> {
  /** Its fields' ids start with it. */
  id: string;
  initial: D | (() => D);
  /** The SDK rule's messages for the draft (none: it may be sent). */
  validate(draft: D): string | null | readonly string[];
  save(draft: D): Promise<{ message: string }>;
  /** The failure text when the error has none of its own. */
  failed: Id;
  /** After a successful save. */
  onSaved(): void;
  /** Read again after a save (and after one that timed out: it may have been made). */
  reload?(): Promise<unknown>;
}

const noReload = async () => undefined;

/** A form's draft, the SDK rule's messages once a save was tried, and the save (refused: the first bad field focused). */
export function useForm<D>(o: FormOptions<D>) {
  const { draft, set } = useDraft<D>(o.initial);
  const [tries, setTries] = useState(0);
  const write = useRowAction(o.reload ?? noReload);
  const ref = useRef<HTMLFormElement>(null);
  const found = o.validate(draft);
  const errors: readonly string[] = tries === 0 || !found ? [] : typeof found === 'string' ? [found] : found;

  useEffect(() => {
    const form = ref.current;
    if (!tries || !form) return;
    const marked = form.querySelectorAll<HTMLInputElement>('[aria-invalid="true"], [aria-required="true"]');
    [...marked].find((el) => el.getAttribute('aria-invalid') === 'true' || el.value.trim() === '')?.focus();
  }, [tries]);

  const submit = async () => {
    const bad = o.validate(draft);
    if (bad && bad.length) return setTries((n) => n + 1);
    if (await write.run('form', () => o.save(draft), o.failed)) o.onSaved();
  };
  return { id: o.id, draft, set, errors, saving: write.anyBusy, submit: () => void submit(), ref };
}

export type FormState<D> = ReturnType<typeof useForm<D>>;
