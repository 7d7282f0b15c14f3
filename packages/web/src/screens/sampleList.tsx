import { Classes, HTMLSelect, type Intent } from '@blueprintjs/core';
import { showToast } from '../app/toaster';
import { FormDialog, FormFields, useDraft, type FieldDefinition } from '../components/FormDialog';
import { SearchBox } from '../components/SearchBox';
import type { ListStateApi } from '../hooks/useListState';
import { translateText, useT, type Id } from '../i18n';

// Clients and Appointments draw the spec's sample rows (spec §2): nothing is read from or sent to a server.

/**
 * A sample list's debounced search and status filter (the URL's `status`). With a `placeholder` the select reads
 * its label until a status is chosen (none chosen: ''), and it is not one of the choices; else none chosen is 'all'.
 */
export interface SampleFilterDefinition<R> {
  /** What the search looks in. */
  fields: ReadonlyArray<keyof R>;
  delayMs: number;
  search: Id;
  label: Id;
  options: ReadonlyArray<{ value: string; label: Id }>;
  placeholder?: boolean;
}

/** The status the URL chose, if it is one of the choices. */
const chosenStatus = <R,>(list: ListStateApi, f: SampleFilterDefinition<R>): string =>
  f.options.some((o) => o.value === list.extra.status) ? list.extra.status! : f.placeholder ? '' : 'all';

/** The rows of the chosen status (none or 'all': any) one of whose `fields` holds the search, in any case. */
export function filterSample<R extends { status: string }>(
  rows: readonly R[],
  list: ListStateApi,
  filter: SampleFilterDefinition<R>,
): R[] {
  const q = list.search.trim().toLowerCase();
  const status = chosenStatus(list, filter);
  const found = (r: R) => filter.fields.some((f) => String(r[f]).toLowerCase().includes(q));
  return rows.filter((r) => (!status || status === 'all' || r.status === status) && found(r));
}

export function SampleFilters<R>({
  list,
  filter: p,
}: {
  list: ListStateApi;
  filter: SampleFilterDefinition<R>;
}) {
  const t = useT();
  const label = t(p.label);
  const value = chosenStatus(list, p);
  return (
    <>
      <SearchBox
        value={list.search}
        onSearch={list.setSearch}
        delayMs={p.delayMs}
        placeholder={t(p.search)}
      />
      <HTMLSelect
        aria-label={label}
        title={p.placeholder ? label : undefined}
        className={p.placeholder && !value ? 'mpa-placeholder' : undefined}
        value={value}
        onChange={(e) => list.setExtra('status', e.currentTarget.value)}
      >
        {p.placeholder && (
          <option value="" disabled hidden>
            {label}
          </option>
        )}
        {p.options.map((o) => (
          <option key={o.value} value={o.value}>
            {t(o.label)}
          </option>
        ))}
      </HTMLSelect>
    </>
  );
}

/** A sample dialog's words (message ids), its empty draft, the SDK's check and what an accepted one says. */
export interface SampleDialogDefinition<D> {
  title: Id;
  submit: Id;
  note: Id;
  empty: D;
  check(draft: D): string | null;
  accepted: { message: Id; intent: Intent };
}

/**
 * A sample dialog (425 px, the spec's note above its fields): a refusal is toasted and keeps what was typed; an
 * accepted one says so, is emptied and closes. Nothing is sent.
 */
export function SampleDialog<D extends object>(p: {
  definition: SampleDialogDefinition<D>;
  isOpen: boolean;
  onClose(): void;
  /** Its fields, declared (they may read the draft). */
  fields(draft: D, set: (patch: Partial<D>) => void): ReadonlyArray<FieldDefinition<D>>;
}) {
  const t = useT();
  const { title, submit, note, empty, check, accepted } = p.definition;
  const { draft, set, reset } = useDraft(empty);
  const onSubmit = () => {
    const error = check(draft);
    void showToast(
      error
        ? { message: translateText(error), intent: 'danger' }
        : { ...accepted, message: t(accepted.message) },
    );
    if (error) return;
    reset(empty);
    p.onClose();
  };
  return (
    <FormDialog
      isOpen={p.isOpen}
      title={t(title)}
      submitText={t(submit)}
      width={425}
      onSubmit={onSubmit}
      onClose={p.onClose}
    >
      <p className={Classes.TEXT_MUTED}>{t(note)}</p>
      <FormFields fields={p.fields(draft, set)} draft={draft} set={set} />
    </FormDialog>
  );
}
