import { Button, HTMLSelect } from '@blueprintjs/core';
import { useId, type FocusEvent } from 'react';
import { useT } from '../../i18n';
import { LightCheckbox } from '../LightControls';
import type { DataGridProps, GridColumn } from './DataGrid';
import { withKey } from './gridCells';

type FromGrid =
  'label' | 'rowKey' | 'rowActions' | 'selection' | 'activeRowKey' | 'onRowFocus' | 'emptyText' | 'cardFace';
export interface GridCardsProps<T> extends Pick<DataGridProps<T>, FromGrid> {
  /** The identifying column (the card's title and its name) and the other columns shown. */
  identity: GridColumn<T>;
  shown: ReadonlyArray<GridColumn<T>>;
  rows: readonly T[];
  /** Nothing to draw yet (the first page loads): the list is empty and busy. */
  skeleton: boolean;
}

/** The grid on a phone: an article per row titled by its identifying column, the rest one tap away. */
export function GridCards<T>(p: GridCardsProps<T>) {
  const t = useT();
  const base = `mpa-card-${useId().replace(/[^\w-]/g, '')}`;
  const sel = p.selection;
  const face = p.cardFace;
  const named = p.shown.filter((c) => !c.status && (!face || face.includes(c.id)));
  const picked = face ? named.sort((a, b) => face.indexOf(a.id) - face.indexOf(b.id)) : named.slice(0, 2);
  const front = [...p.shown.filter((c) => c.status), ...picked];
  const more = p.shown.filter((c) => !front.includes(c));
  if (!p.skeleton && p.rows.length === 0) return <p className="mpa-grid-cards-empty">{p.emptyText}</p>;
  return (
    <ul className="mpa-grid-cards" role="list" aria-label={p.label}>
      {p.rows.map((row, i) => {
        const key = p.rowKey(row);
        const title = `${base}-${i}`;
        const active = p.activeRowKey != null && p.activeRowKey === key;
        const focused =
          p.onRowFocus &&
          ((e: FocusEvent) =>
            !e.currentTarget.contains(e.relatedTarget as Node | null) && p.onRowFocus?.(row));
        return (
          <li key={key}>
            <article
              className={`mpa-grid-card${active ? ' mpa-grid-card-active' : ''}`}
              aria-labelledby={title}
              aria-current={active || undefined}
              onFocus={focused}
            >
              <div className="mpa-grid-card-head">
                {sel && (
                  <LightCheckbox
                    className="mpa-grid-card-check"
                    label={sel.rowLabel(row)}
                    checked={sel.selected.has(key)}
                    onChange={(e) => sel.onChange(withKey(sel.selected, key, e.currentTarget.checked))}
                  />
                )}
                <div className="mpa-grid-card-title" id={title}>
                  {p.identity.render(row, i)}
                </div>
                {p.rowActions && <div className="mpa-grid-card-actions">{p.rowActions(row)}</div>}
              </div>
              {front.length > 0 && fields(front, row, i)}
              {more.length > 0 && (
                <details className="mpa-grid-card-more">
                  <summary>{t('cards.moreDetails')}</summary>
                  {fields(more, row, i)}
                </details>
              )}
            </article>
          </li>
        );
      })}
    </ul>
  );
}

function fields<T>(columns: ReadonlyArray<GridColumn<T>>, row: T, index: number) {
  return (
    <dl className="mpa-grid-card-fields">
      {columns.map((c) => (
        <div key={c.id}>
          <dt>{c.header}</dt>
          <dd>{c.render(row, index)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A phone's headers to sort by: a picker of the sortable columns and a toggle for the descending order. */
export function CardSort({
  columns,
  sortBy,
  sortDescending,
  onSort,
}: {
  columns: ReadonlyArray<{ header: string; sortKey?: string }>;
  sortBy?: string;
  sortDescending?: boolean;
  onSort(sortKey: string): void;
}) {
  const t = useT();
  const sortable = columns.filter((c): c is { header: string; sortKey: string } => c.sortKey !== undefined);
  const current = sortable.find((c) => c.sortKey === sortBy);
  if (sortable.length === 0) return null;
  return (
    <span className="mpa-grid-card-sort">
      <HTMLSelect
        aria-label={t('cards.sortBy')}
        value={current?.sortKey ?? ''}
        onChange={(e) => e.currentTarget.value && onSort(e.currentTarget.value)}
        options={[
          ...(current ? [] : [{ value: '', label: t('cards.sortBy') }]),
          ...sortable.map((c) => ({ value: c.sortKey, label: c.header })),
        ]}
      />
      {current && (
        <Button
          icon={sortDescending ? 'sort-desc' : 'sort-asc'}
          aria-label={t('cards.descending')}
          aria-pressed={Boolean(sortDescending)}
          onClick={() => onSort(current.sortKey)}
        />
      )}
    </span>
  );
}
