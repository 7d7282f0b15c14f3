import { Button, Checkbox, Popover } from '@blueprintjs/core';

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
  return (
    <Popover
      placement="bottom-end"
      content={
        <div className="mpa-grid-chooser" role="group" aria-label="Columns shown">
          {columns.map((c) => (
            <Checkbox key={c.id} label={c.header} checked={!hidden.includes(c.id)} onChange={(e) => onToggle(c.id, e.currentTarget.checked)} />
          ))}
          <Button size="small" variant="outlined" icon="reset" text="Reset columns" disabled={!resettable} onClick={onReset} />
        </div>
      }
    >
      <Button size="small" icon="column-layout" text="Columns" aria-haspopup="dialog" />
    </Popover>
  );
}
