import { Button, Checkbox } from '@blueprintjs/core';
import { useRef } from 'react';
import { useT } from '../../i18n';
import { LazyPopover } from '../LazyPopover';
import './gridCells';

export interface ColumnChooserProps {
  /** The columns that may be hidden (the identifying and actions columns are not among them). */
  columns: ReadonlyArray<{ id: string; header: string }>;
  hidden: readonly string[];
  onToggle(id: string, visible: boolean): void;
  onReset(): void;
  /** Something differs from the defaults. */
  resettable: boolean;
}

/** "Columns": show or hide each column; "Reset columns" brings back the default widths and columns. */
export function ColumnChooser({ columns, hidden, onToggle, onReset, resettable }: ColumnChooserProps) {
  const t = useT();
  const group = useRef<HTMLDivElement>(null);
  const reset = () => {
    onReset();
    // the button is now disabled: focus to the first box, not the page behind, so Tab and Escape still work
    group.current?.querySelector('input')?.focus();
  };
  return (
    <LazyPopover
      button={{ icon: 'column-layout', text: t('ui.grid.columns'), haspopup: 'dialog' }}
      content={() => (
        <div ref={group} className="mpa-grid-chooser" role="group" aria-label={t('ui.grid.columnsShown')}>
          {columns.map((c) => (
            <Checkbox
              key={c.id}
              label={c.header}
              checked={!hidden.includes(c.id)}
              onChange={(e) => onToggle(c.id, e.currentTarget.checked)}
            />
          ))}
          <Button
            size="small"
            variant="outlined"
            icon="reset"
            text={t('ui.grid.resetColumns')}
            disabled={!resettable}
            onClick={reset}
          />
        </div>
      )}
    />
  );
}
