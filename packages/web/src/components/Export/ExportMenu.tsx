import { Button, Menu, ProgressBar } from '@blueprintjs/core';
import { MenuItem } from '../popover';
import {
  exportColumns,
  exportFileName,
  type ExportFormat,
  type ExportList,
  type PagedSource,
} from '@marketplace-admin/sdk';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { showToast, toastError } from '../../app/toaster';
import sdkEnglish from 'virtual:messages/en/sdk';
import viewsEnglish from 'virtual:messages/en/views';
import { registerEnglish, useT, type Id } from '../../i18n';
import '../words';
import i16Code from '@blueprintjs/icons/lib/esm/generated/16px/paths/code';
import i16Download from '@blueprintjs/icons/lib/esm/generated/16px/paths/download';
import i16Th from '@blueprintjs/icons/lib/esm/generated/16px/paths/th';
import i16Console from '@blueprintjs/icons/lib/esm/generated/16px/paths/console';
import { registerIcons } from '../../app/icons';
import { LazyPopover } from '../LazyPopover';
import { viewListOfPath } from '../Views/listOfPath';
import { downloadBlob, exportToBlob } from './exportFile';
import './export.css';

// the SDK's texts made from values, in ICU
registerEnglish(sdkEnglish);
registerEnglish(viewsEnglish);

export interface ExportMenuProps<T, Q> {
  /** Which list: its columns and headers (shared with `mpa <noun> export`) and its file name. */
  list: ExportList;
  /** The SDK list to read (`sdk.vendors`, `sdk.referrals.codes`...). */
  source: PagedSource<T, Q>;
  /** The list's current search, sort and tab: the export holds every row matching it, not just the page shown. */
  query: Q;
  /** Rows the list has (its totalCount), to show progress before the first page arrives. */
  total?: number;
  /** Failure text when the error has none (the list's load failure). */
  failure: Id;
  disabled?: boolean;
}

registerIcons({ code: i16Code, download: i16Download, th: i16Th, console: i16Console });

// drawn only where the clipboard refuses the command
const CommandDialog = lazy(() =>
  import('../Views/CommandDialog').then((m) => ({ default: m.CommandDialog })),
);

const PAGE = 1000;

/** "Export": every row of the list as searched, sorted and tabbed, as CSV or JSON (progress, Cancel). */
export function ExportMenu<T, Q>({ list, source, query, total, failure, disabled }: ExportMenuProps<T, Q>) {
  const t = useT();
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);
  const location = useLocation();
  const commandList = viewListOfPath(location.pathname);
  const [command, setCommand] = useState<string | null>(null);

  const copyCommand = (list: string) =>
    import('../Views/CommandDialog')
      .then((m) => m.copyListCommand(list, location.search))
      .then(setCommand, (e: unknown) => toastError(e, failure));

  const run = async (format: ExportFormat) => {
    const ctrl = new AbortController();
    abort.current = ctrl;
    setProgress({ done: 0, total: total ?? 0 });
    try {
      const { blob, rows } = await exportToBlob(source, {
        format,
        query,
        // CSV headers are the grid's column headers, in the panel's language; JSON keys the API's field names
        columns: exportColumns(list, { label: (id) => t(`columns.${id}`) }),
        bom: format === 'csv', // spreadsheet programs read a downloaded CSV as UTF-8 only with it
        pageSize: PAGE,
        signal: ctrl.signal,
        onProgress: (p) => setProgress({ done: p.done, total: p.total }),
      });
      const file = exportFileName(list, format);
      downloadBlob(blob, file);
      void showToast({ message: t('exports.exported', { rows, file }), intent: 'success' });
    } catch (e) {
      if (!ctrl.signal.aborted) toastError(e, failure);
    } finally {
      abort.current = null;
      setProgress(null);
    }
  };

  if (progress) {
    return (
      <div className="mpa-export-progress" role="status" aria-live="polite">
        <ProgressBar
          intent="primary"
          value={progress.total ? progress.done / progress.total : undefined}
          aria-label={t('exports.progressLabel')}
        />
        <small>{t('exports.progress', { done: progress.done, total: progress.total })}</small>
        <Button
          size="small"
          icon="cross"
          text={t('ui.components.cancel')}
          onClick={() => abort.current?.abort()}
        />
      </div>
    );
  }
  return (
    <>
      <LazyPopover
        disabled={disabled}
        button={{ icon: 'download', text: t('exports.button'), endIcon: 'caret-down', haspopup: 'menu' }}
        content={() => (
          <Menu aria-label={t('exports.menuLabel')}>
            <MenuItem icon="th" text="CSV" label=".csv" onClick={() => void run('csv')} />
            <MenuItem icon="code" text="JSON" label=".json" onClick={() => void run('json')} />
            {commandList && (
              <MenuItem
                icon="console"
                text={t('ui.views.copyCommand')}
                onClick={() => void copyCommand(commandList)}
              />
            )}
          </Menu>
        )}
      />
      {command !== null && (
        <Suspense fallback={null}>
          <CommandDialog command={command} onClose={() => setCommand(null)} />
        </Suspense>
      )}
    </>
  );
}
