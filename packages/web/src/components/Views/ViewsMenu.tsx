import {
  Button,
  Callout,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  InputGroup,
  Menu,
  MenuDivider,
} from '@blueprintjs/core';
import {
  checkView,
  findView,
  isMpaError,
  mergeViews,
  parseViewFile,
  stringifyViewFile,
  VIEW_NAME_MAX,
  viewQueryOfUrl,
  type View,
} from '@marketplace-admin/sdk';
import { useState, type ReactNode } from 'react';
import i16Export from '@blueprintjs/icons/lib/esm/generated/16px/paths/export';
import i16Import from '@blueprintjs/icons/lib/esm/generated/16px/paths/import';
import { registerIcons } from '../../app/icons';
import { showToast } from '../../app/toaster';
import { registerEnglish, t, useT } from '../../i18n';
import { readGridPrefs } from '../DataGrid/gridPrefs';
import { downloadBlob } from '../Export/exportFile';
import { FormDialog } from '../FormDialog';
import { MenuItem } from '../popover';
import '../words';
import english from 'virtual:messages/en/viewsMenu';
import { writeViews } from './store';
import type { ListViews } from './useListViews';

registerEnglish(english);
// floppy-disk, cog, star and trash are the app's (app/icons.ts)
registerIcons({ export: i16Export, import: i16Import });

/** The dialog the menu opened (drawn by the 'Views' button: the menu closes as it opens). */
export type ViewsDialogKind =
  | { type: 'save' }
  | { type: 'manage' }
  | { type: 'importConflicts'; imported: View[]; conflicts: View[] }
  | { type: 'importError'; field: string; reason: string };

/** Saves the set, or says why it could not be (storage full or blocked): nothing else changes. */
function save(v: ListViews, views: View[], done?: Parameters<typeof t>): boolean {
  try {
    writeViews(v.user, views);
  } catch {
    void showToast({ message: t('ui.viewsMenu.storageFailed'), intent: 'danger' });
    return false;
  }
  if (done) void showToast({ message: t(...done), intent: 'success' });
  return true;
}

/** Writes this list's views anew: `next` gives each one's replacement, or null to delete it. */
const saveList = (v: ListViews, next: (w: View) => View | null): boolean =>
  save(
    v,
    v.all.flatMap((w) => (w.list === v.list ? (next(w) ?? []) : w)),
  );

/** The list's state now as a view of `name` (its columns as the grid keeps them), in place of any of that name. */
function saveCurrent(v: ListViews, name: string): boolean {
  const old = findView(v.views, v.list, name);
  const view = checkView({
    list: v.list,
    name,
    query: viewQueryOfUrl(v.list, v.search),
    columns: readGridPrefs(v.gridId),
    ...(old?.default ? { default: true } : {}),
  });
  const next = old ? v.all.map((w) => (w === old ? view : w)) : [...v.all, view];
  if (!save(v, next, ['ui.viewsMenu.saved', { view: view.name }])) return false;
  v.setActive(view.name);
  return true;
}

const finishImport = (v: ListViews, imported: View[], replace?: boolean): void => {
  const merged = mergeViews(v.all, imported, { replace });
  save(v, merged.views, ['ui.viewsMenu.imported', { count: merged.added.length + merged.replaced.length }]);
};

/** Asks for a view file, reads it and merges it; same names are replaced only after asking (a dialog). */
function importViews(v: ListViews, onDialog: (d: ViewsDialogKind) => void): void {
  const input = document.createElement('input');
  input.type = 'file';
  input.accept = 'application/json,.json';
  input.addEventListener('change', () => {
    void input.files?.[0]?.text().then((text) => {
      let imported: View[];
      try {
        imported = parseViewFile(text).views;
      } catch (e) {
        const data = isMpaError(e) ? (e.data as { field?: string; reason?: string } | undefined) : undefined;
        return onDialog({
          type: 'importError',
          field: data?.field ?? 'file',
          reason: data?.reason ?? String((e as Error).message),
        });
      }
      const { conflicts } = mergeViews(v.all, imported);
      if (conflicts.length) onDialog({ type: 'importConflicts', imported, conflicts });
      else finishImport(v, imported);
    });
  });
  input.click();
}

export function ViewsMenu({ views: v, onDialog }: { views: ListViews; onDialog(d: ViewsDialogKind): void }) {
  const t = useT();
  const modified = v.active && v.modified;
  return (
    <Menu aria-label={t('ui.viewsMenu.menuLabel')} className="mpa-views-menu">
      {v.views.length === 0 && <MenuItem disabled text={t('ui.viewsMenu.none')} />}
      {v.views.map((view) => (
        <MenuItem
          key={view.name}
          text={view.name}
          label={view.default ? t('ui.viewsMenu.defaultLabel') : undefined}
          active={view === v.active}
          aria-current={view === v.active ? 'true' : undefined}
          onClick={() => v.apply(view)}
        />
      ))}
      <MenuDivider />
      {modified && (
        <MenuItem
          icon="floppy-disk"
          text={t('ui.viewsMenu.saveActive', { view: v.active!.name })}
          onClick={() => void saveCurrent(v, v.active!.name)}
        />
      )}
      <MenuItem
        icon="floppy-disk"
        text={t(modified ? 'ui.viewsMenu.saveAsNew' : 'ui.viewsMenu.save')}
        onClick={() => onDialog({ type: 'save' })}
      />
      <MenuItem
        icon="cog"
        text={t('ui.viewsMenu.manage')}
        disabled={v.views.length === 0}
        onClick={() => onDialog({ type: 'manage' })}
      />
      <MenuDivider />
      <MenuItem
        icon="export"
        text={t('ui.viewsMenu.export')}
        disabled={v.all.length === 0}
        onClick={() =>
          downloadBlob(new Blob([stringifyViewFile(v.all)], { type: 'application/json' }), 'mpa-views.json')
        }
      />
      <MenuItem icon="import" text={t('ui.viewsMenu.import')} onClick={() => importViews(v, onDialog)} />
    </Menu>
  );
}

/** A name's fault, if any: empty, too long, or another view's of this list. */
function nameError(v: ListViews, name: string, other?: View): string | undefined {
  const trimmed = name.trim();
  if (!trimmed) return t('ui.viewsMenu.nameRequired');
  if (trimmed.length > VIEW_NAME_MAX) return t('ui.viewsMenu.nameTooLong', { max: VIEW_NAME_MAX });
  const taken = findView(v.views, v.list, trimmed);
  if (other && taken && taken !== other) return t('ui.viewsMenu.nameTakenOther', { view: trimmed });
}

/** 'Save view…': a name for the list's state now. A name taken on this list replaces that view after asking. */
function SaveDialog({ views: v, onClose }: { views: ListViews; onClose(): void }) {
  const t = useT();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const taken = findView(v.views, v.list, name);
  const submit = () => {
    const fault = nameError(v, name);
    if (fault) setError(fault);
    else if (saveCurrent(v, name.trim())) onClose();
  };
  return (
    <FormDialog
      title={t('ui.viewsMenu.saveTitle')}
      submitText={t(taken ? 'ui.viewsMenu.replace' : 'ui.viewsMenu.saveButton')}
      onSubmit={submit}
      onClose={onClose}
      width={440}
    >
      <FormGroup
        label={t('ui.viewsMenu.name')}
        labelFor="mpa-view-name"
        intent={error ? 'danger' : undefined}
        helperText={error ?? (taken ? t('ui.viewsMenu.nameTaken', { view: taken.name }) : undefined)}
      >
        <InputGroup
          id="mpa-view-name"
          autoFocus
          value={name}
          maxLength={VIEW_NAME_MAX}
          intent={error ? 'danger' : undefined}
          onChange={(e) => {
            setName(e.target.value);
            setError(undefined);
          }}
        />
      </FormGroup>
    </FormDialog>
  );
}

/** One view in 'Manage views…': its name to edit, default, delete. */
function ManageRow({ views: v, view }: { views: ListViews; view: View }) {
  const t = useT();
  const [name, setName] = useState(view.name);
  const trimmed = name.trim();
  const error = nameError(v, name, view);
  const unchanged = trimmed === view.name;
  const rename = () => {
    if (error || unchanged) return;
    if (saveList(v, (w) => (w === view ? { ...w, name: trimmed } : w)) && v.active === view)
      v.setActive(trimmed);
  };
  const toggleDefault = () =>
    saveList(v, ({ default: _was, ...w }) =>
      w.name === view.name && !view.default ? { ...w, default: true } : w,
    );
  return (
    <li className="mpa-views-manage-row">
      <InputGroup
        aria-label={t('ui.viewsMenu.nameOf', { view: view.name })}
        value={name}
        maxLength={VIEW_NAME_MAX}
        intent={error ? 'danger' : undefined}
        onChange={(e) => setName(e.target.value)}
        onKeyDown={(e) => e.key === 'Enter' && rename()}
      />
      <Button text={t('ui.viewsMenu.rename')} disabled={Boolean(error) || unchanged} onClick={rename} />
      <Button
        icon="star"
        aria-pressed={Boolean(view.default)}
        text={t(view.default ? 'ui.viewsMenu.isDefault' : 'ui.viewsMenu.makeDefault')}
        aria-label={t(view.default ? 'ui.viewsMenu.unsetDefaultOf' : 'ui.viewsMenu.makeDefaultOf', {
          view: view.name,
        })}
        onClick={toggleDefault}
      />
      <Button
        icon="trash"
        intent="danger"
        aria-label={t('ui.viewsMenu.deleteOf', { view: view.name })}
        onClick={() => saveList(v, (w) => (w === view ? null : w))}
      />
      {error && !unchanged && (
        <small className="bp6-text-muted" role="alert">
          {error}
        </small>
      )}
    </li>
  );
}

/** A dialog that tells or asks: its words, and Close unless it has other actions. */
function InfoDialog(p: {
  title: string;
  width?: number;
  onClose(): void;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Dialog isOpen title={p.title} onClose={p.onClose} style={{ width: p.width, maxWidth: '95vw' }}>
      <DialogBody>{p.children}</DialogBody>
      <DialogFooter actions={p.actions ?? <Button text={t('ui.viewsMenu.close')} onClick={p.onClose} />} />
    </Dialog>
  );
}

export function ViewsDialog({
  kind,
  views: v,
  onClose,
}: {
  kind: ViewsDialogKind;
  views: ListViews;
  onClose(): void;
}) {
  const t = useT();
  switch (kind.type) {
    case 'save':
      return <SaveDialog views={v} onClose={onClose} />;
    case 'manage':
      return (
        <InfoDialog title={t('ui.viewsMenu.manageTitle')} width={560} onClose={onClose}>
          <p>{t('ui.viewsMenu.defaultHelp')}</p>
          {v.views.length === 0 ? (
            <p>{t('ui.viewsMenu.none')}</p>
          ) : (
            <ul className="bp6-list-unstyled">
              {v.views.map((view) => (
                <ManageRow key={view.name} views={v} view={view} />
              ))}
            </ul>
          )}
        </InfoDialog>
      );
    case 'importError':
      return (
        <InfoDialog title={t('ui.viewsMenu.importFailedTitle')} onClose={onClose}>
          <Callout intent="danger" role="alert">
            {t('ui.viewsMenu.importFailed', { field: kind.field, reason: kind.reason })}
          </Callout>
          <p>{t('ui.viewsMenu.importNothingChanged')}</p>
        </InfoDialog>
      );
  }
  const finish = (replace: boolean) => {
    finishImport(v, kind.imported, replace);
    onClose();
  };
  return (
    <InfoDialog
      title={t('ui.viewsMenu.importConflictsTitle')}
      onClose={onClose}
      actions={
        <>
          <Button text={t('ui.viewsMenu.keepSaved')} onClick={() => finish(false)} />
          <Button intent="primary" text={t('ui.viewsMenu.replaceAll')} onClick={() => finish(true)} />
        </>
      }
    >
      <p>{t('ui.viewsMenu.importConflicts', { count: kind.conflicts.length })}</p>
      <ul>
        {kind.conflicts.map((c) => (
          <li key={`${c.list}/${c.name}`}>
            {c.list} › {c.name}
          </li>
        ))}
      </ul>
    </InfoDialog>
  );
}
