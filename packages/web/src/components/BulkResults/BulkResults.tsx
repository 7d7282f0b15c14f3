import { memo, type ReactNode } from 'react';
import '../table.css';
import './bulkResults.css';
import {
  Button,
  Dialog,
  DialogBody,
  DialogFooter,
  HTMLTable,
  ProgressBar,
  type Intent,
} from '@blueprintjs/core';
import { LightTag } from '../LightControls';
import type { BulkItem, BulkRunView } from './useBulkRun';
import { useT, type Id } from '../../i18n';
import '../words';

const STATES: Record<BulkItem['state'], [Id, Intent]> = {
  queued: ['ui.components.queued', 'none'],
  done: ['operations.done', 'success'],
  failed: ['operations.failed', 'danger'],
  'already-processed': ['operations.alreadyProcessed', 'warning'],
};

/**
 * One item's row. Each outcome replaces its item only (useBulkRun), so a result redraws one row, not the whole
 * table: a run of n items draws n rows in all instead of n².
 */
const ResultRow = memo(function ResultRow({ item }: { item: BulkItem }) {
  const t = useT();
  const [text, intent] = STATES[item.state];
  return (
    <tr data-state={item.state}>
      <td>{item.id}</td>
      <td>{item.title}</td>
      <td>
        {/* multiline: a status of a word or two, not measured for an ellipsis (a layout each time a row changes) */}
        <LightTag intent={intent} multiline>
          {t(text)}
        </LightTag>{' '}
        {item.message ?? ''}
      </td>
    </tr>
  );
});

export interface BulkResultsProps {
  title: string;
  view: BulkRunView;
  onClose(): void;
  /** Shown as 'Retry failed (n)' while failed items exist and nothing runs. */
  onRetry?(): void;
  /** Extra content above the progress bar (e.g. the note that was sent). */
  children?: ReactNode;
}

/** Progress and each item's outcome of a bulk run, in a dialog that stays while writes are going out. */
export function BulkResults({ title, view, onClose, onRetry, children }: BulkResultsProps) {
  const t = useT();
  if (!view) return null;
  const { items, running } = view;
  const count = (s: BulkItem['state']): number => items.filter((i) => i.state === s).length;
  const failed = count('failed');
  const done = count('done');
  const skipped = count('already-processed');
  const finished = done + failed + skipped;
  return (
    <Dialog
      isOpen
      title={title}
      onClose={running ? undefined : onClose}
      canEscapeKeyClose={!running}
      canOutsideClickClose={false}
      isCloseButtonShown={!running}
      style={{ width: 640 }}
    >
      <DialogBody>
        {children}
        <ProgressBar
          value={items.length ? finished / items.length : 1}
          intent={failed ? 'warning' : 'success'}
          stripes={running}
          animate={running}
          aria-label={t('ui.components.progress')}
        />
        <p className="mpa-bulk-summary" role="status" aria-live="polite">
          {t('ui.components.bulkSummary', { finished, total: items.length, done, skipped, failed })}
        </p>
        <div className="mpa-bulk-scroll" tabIndex={0} role="region" aria-label={t('ui.components.results')}>
          <HTMLTable compact striped className="mpa-table" aria-label={t('ui.components.results')}>
            <thead>
              <tr>
                <th>{t('columns.id')}</th>
                <th>{t('ui.components.item')}</th>
                <th>{t('ui.components.result')}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((i) => (
                <ResultRow key={i.id} item={i} />
              ))}
            </tbody>
          </HTMLTable>
        </div>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            {onRetry && failed > 0 && !running && (
              <Button
                intent="primary"
                icon="refresh"
                text={t('ui.components.retryFailed', { failed })}
                onClick={onRetry}
              />
            )}
            <Button text={t('ui.components.done')} disabled={running} onClick={onClose} />
          </>
        }
      />
    </Dialog>
  );
}
