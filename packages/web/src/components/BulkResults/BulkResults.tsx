import type { ReactNode } from 'react';
import './bulkResults.css';
import { Button, Dialog, DialogBody, DialogFooter, HTMLTable, ProgressBar, Tag } from '@blueprintjs/core';

export interface BulkItem {
  id: number;
  title: string;
  state: 'queued' | 'running' | 'done' | 'skipped' | 'failed';
  message?: string;
}

export interface BulkResultsProps {
  title: string;
  items: BulkItem[];
  running: boolean;
  /** Text of items the server reported as already handled (e.g. skippedLabel). */
  skippedLabel?: string;
  onClose(): void;
  /** Shown as 'Retry failed (n)' while failed items exist and nothing runs. */
  onRetry?(): void;
  /** Extra content above the progress bar (e.g. the note that was sent). */
  children?: ReactNode;
}

/** Progress and the per-item result of a bulk action, in a dialog that cannot be closed while it runs. */
export function BulkResults({ title, items, running, skippedLabel = 'Already done', onClose, onRetry, children }: BulkResultsProps) {
  const finished = items.filter((i) => i.state === 'done' || i.state === 'skipped' || i.state === 'failed').length;
  const failed = items.filter((i) => i.state === 'failed').length;
  const done = items.filter((i) => i.state === 'done').length;
  const skipped = items.filter((i) => i.state === 'skipped').length;
  return (
    <Dialog isOpen title={title} onClose={running ? undefined : onClose} canEscapeKeyClose={!running} canOutsideClickClose={false} isCloseButtonShown={!running} style={{ width: 640 }}>
      <DialogBody>
        {children}
        <ProgressBar value={items.length ? finished / items.length : 1} intent={failed ? 'warning' : 'success'} stripes={running} animate={running} aria-label="Progress" />
        <p className="mpa-bulk-summary" role="status" aria-live="polite">
          {`${finished} of ${items.length} processed: ${done} succeeded, ${skipped} ${skippedLabel.toLowerCase()}, ${failed} failed`}
        </p>
        <div className="mpa-bulk-scroll" tabIndex={0} role="region" aria-label="Results">
          <HTMLTable compact striped className="mpa-table" aria-label="Results">
            <thead>
              <tr>
                <th>ID</th>
                <th>Item</th>
                <th>Result</th>
              </tr>
            </thead>
            <tbody>
              {items.map((i) => (
                <tr key={i.id} data-state={i.state}>
                  <td>{i.id}</td>
                  <td>{i.title}</td>
                  <td>
                    <Tag minimal intent={i.state === 'done' ? 'success' : i.state === 'failed' ? 'danger' : i.state === 'skipped' ? 'warning' : 'none'}>
                      {i.state === 'done' ? 'Done' : i.state === 'failed' ? 'Failed' : i.state === 'skipped' ? skippedLabel : i.state === 'running' ? 'Working...' : 'Queued'}
                    </Tag>{' '}
                    {i.message ?? ''}
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </div>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            {onRetry && failed > 0 && !running && <Button intent="primary" icon="refresh" text={`Retry failed (${failed})`} onClick={onRetry} />}
            <Button text="Done" disabled={running} onClick={onClose} />
          </>
        }
      />
    </Dialog>
  );
}
