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
  isMpaError,
  mergeViews,
  parseViewFile,
  stringifyViewFile,
  VIEW_NAME_MAX,
  viewQueryOfUrl,
  type View,
} from '@marketplace-admin/sdk';
import { useState } from 'react';
import i16FloppyDisk from '@blueprintjs/icons/lib/esm/generated/16px/paths/floppy-disk';
import i16Cog from '@blueprintjs/icons/lib/esm/generated/16px/paths/cog';
import i16Export from '@blueprintjs/icons/lib/esm/generated/16px/paths/export';
import i16Import from '@blueprintjs/icons/lib/esm/generated/16px/paths/import';
import i16Star from '@blueprintjs/icons/lib/esm/generated/16px/paths/star';
import i16Trash from '@blueprintjs/icons/lib/esm/generated/16px/paths/trash';
import { registerIcons } from '../../app/icons';
import { showToast } from '../../app/toaster';
import { registerEnglish, useT, type Translate } from '../../i18n';
import { readGridPrefs } from '../DataGrid/gridPrefs';
import { downloadBlob } from '../Export/exportFile';
import { MenuItem } from '../popover';
import '../words';
import english from 'virtual:messages/en/viewsMenu';
import { writeViews } from './store';
import type { ListViews } from './useListViews';

registerEnglish(english);

registerIcons({
  'floppy-disk': i16FloppyDisk,
  cog: i16Cog,
  export: i16Export,
  import: i16Import,
  star: i16Star,
  trash: i16Trash,
});

/** The dialog the menu opened (drawn by the 'Views' button: the menu closes as it opens). */
export type ViewsDialogKind =
  | { type: 'save' }
  | { type: 'manage' }
  | { type: 'importConflicts'; imported: View[]; conflicts: View[] }
  | { type: 'importError'; field: string; reason: string };

/** The name of the file 'Export views' downloads. */
const VIEWS_FILE_NAME = 'mpa-views.json';

const sameName = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Saves the set, or says why it could not be (storage full or blocked): nothing else changes. */
function save(v: ListViews, views: View[], t: Translate): boolean {
  try {
    writeViews(v.user, views);
    return true;
  } catch {
    void showToast({ message: t('ui.viewsMenu.storageFailed'), intent: 'danger' });
    return false;
  }
}

/** The list's state now as a view of `name` (its columns as the grid keeps them), in place of any of that name. */
function saveCurrent(v: ListViews, name: string, t: Translate): boolean {
  const old = v.views.find((w) => sameName(w.name, name));
  const view = checkView({
    list: v.list,
    name,
    query: viewQueryOfUrl(v.list, v.search),
    columns: readGridPrefs(v.gridId),
    ...(old?.default ? { default: true } : {}),
  });
  const at = old ? v.all.indexOf(old) : -1;
  const next = at >= 0 ? v.all.map((w, i) => (i === at ? view : w)) : [...v.all, view];
  if (!save(v, next, t)) return false;
  v.setActive(view.name);
  void showToast({ message: t('ui.viewsMenu.saved', { view: view.name }), intent: 'success' });
  return true;
}

/** Asks for a view file, reads it and merges it; same names are replaced only after asking (a dialog). */
function importViews(v: ListViews, t: Translate, onDialog: (d: ViewsDialogKind) => void): void {
  const input = document.createElement('input');
  input.type = 'file';
  input.accept = 'application/json,.json';
  input.addEventListener('change', () => {
    const file = input.files?.[0];
    if (!file) return;
    void file.text().then((text) => {
      let imported: View[];
      try {
        imported = parseViewFile(text).views;
      } catch (e) {
        const data = isMpaError(e) ? (e.data as { field?: string; reason?: string } | undefined) : undefined;
        onDialog({
          type: 'importError',
          field: data?.field ?? 'file',
          reason: data?.reason ?? String((e as Error).message),
        });
        return;
      }
      const merged = mergeViews(v.all, imported);
      if (merged.conflicts.length)
        onDialog({ type: 'importConflicts', imported, conflicts: merged.conflicts });
      else finishImport(v, merged.views, merged.added.length + merged.replaced.length, t);
    });
  });
  input.click();
}

function finishImport(v: ListViews, views: View[], count: number, t: Translate): void {
  if (save(v, views, t))
    void showToast({ message: t('ui.viewsMenu.imported', { count }), intent: 'success' });
}

export function ViewsMenu({ views: v, onDialog }: { views: ListViews; onDialog(d: ViewsDialogKind): void }) {
  const t = useT();
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
      {v.active && v.modified && (
        <MenuItem
          icon="floppy-disk"
          text={t('ui.viewsMenu.saveActive', { view: v.active.name })}
          onClick={() => void saveCurrent(v, v.active!.name, t)}
        />
      )}
      <MenuItem
        icon="floppy-disk"
        text={t(v.active && v.modified ? 'ui.viewsMenu.saveAsNew' : 'ui.viewsMenu.save')}
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
          downloadBlob(new Blob([stringifyViewFile(v.all)], { type: 'application/json' }), VIEWS_FILE_NAME)
        }
      />
      <MenuItem icon="import" text={t('ui.viewsMenu.import')} onClick={() => importViews(v, t, onDialog)} />
    </Menu>
  );
}

/** 'Save view…': a name for the list's state now. A name taken on this list replaces that view after asking. */
function SaveDialog({ views: v, onClose }: { views: ListViews; onClose(): void }) {
  const t = useT();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const taken = v.views.find((w) => sameName(w.name, name));
  const submit = () => {
    const trimmed = name.trim();
    if (!trimmed) return setError(t('ui.viewsMenu.nameRequired'));
    if (trimmed.length > VIEW_NAME_MAX)
      return setError(t('ui.viewsMenu.nameTooLong', { max: VIEW_NAME_MAX }));
    if (saveCurrent(v, trimmed, t)) onClose();
  };
  return (
    <Dialog isOpen title={t('ui.viewsMenu.saveTitle')} onClose={onClose} style={{ width: 440 }}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <DialogBody>
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
                setError(null);
              }}
            />
          </FormGroup>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t('ui.components.cancel')} onClick={onClose} />
              <Button
                type="submit"
                intent="primary"
                text={t(taken ? 'ui.viewsMenu.replace' : 'ui.viewsMenu.saveButton')}
              />
            </>
          }
        />
      </form>
    </Dialog>
  );
}

/** One view in 'Manage views…': its name to edit, default, delete. */
function ManageRow({ views: v, view }: { views: ListViews; view: View }) {
  const t = useT();
  const [name, setName] = useState(view.name);
  const trimmed = name.trim();
  const taken = v.views.some((w) => w !== view && sameName(w.name, trimmed));
  const error = !trimmed
    ? t('ui.viewsMenu.nameRequired')
    : taken
      ? t('ui.viewsMenu.nameTakenOther', { view: trimmed })
      : undefined;
  const replaceWith = (next: (w: View) => View | null) =>
    v.all.flatMap((w) => {
      const n = w.list === v.list ? next(w) : w;
      return n ? [n] : [];
    });
  const rename = () => {
    if (error || trimmed === view.name) return;
    if (
      save(
        v,
        replaceWith((w) => (w === view ? { ...w, name: trimmed } : w)),
        t,
      ) &&
      v.active === view
    )
      v.setActive(trimmed);
  };
  const label = t('ui.viewsMenu.nameOf', { view: view.name });
  return (
    <li className="mpa-views-manage-row">
      <InputGroup
        aria-label={label}
        value={name}
        maxLength={VIEW_NAME_MAX}
        intent={error ? 'danger' : undefined}
        onChange={(e) => setName(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') rename();
        }}
      />
      <Button
        text={t('ui.viewsMenu.rename')}
        disabled={Boolean(error) || trimmed === view.name}
        onClick={rename}
      />
      <Button
        icon="star"
        aria-pressed={Boolean(view.default)}
        text={t(view.default ? 'ui.viewsMenu.isDefault' : 'ui.viewsMenu.makeDefault')}
        aria-label={t(view.default ? 'ui.viewsMenu.unsetDefaultOf' : 'ui.viewsMenu.makeDefaultOf', {
          view: view.name,
        })}
        onClick={() =>
          save(
            v,
            replaceWith((w) => {
              const { default: _was, ...rest } = w;
              return w === view && !view.default ? { ...rest, default: true } : rest;
            }),
            t,
          )
        }
      />
      <Button
        icon="trash"
        intent="danger"
        aria-label={t('ui.viewsMenu.deleteOf', { view: view.name })}
        onClick={() =>
          save(
            v,
            replaceWith((w) => (w === view ? null : w)),
            t,
          )
        }
      />
      {error && trimmed !== view.name && (
        <small className="bp6-text-muted" role="alert">
          {error}
        </small>
      )}
    </li>
  );
}

function ManageDialog({ views: v, onClose }: { views: ListViews; onClose(): void }) {
  const t = useT();
  return (
    <Dialog
      isOpen
      title={t('ui.viewsMenu.manageTitle')}
      onClose={onClose}
      style={{ width: 560, maxWidth: '95vw' }}
    >
      <DialogBody>
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
      </DialogBody>
      <DialogFooter actions={<Button text={t('ui.viewsMenu.close')} onClick={onClose} />} />
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
  if (kind.type === 'save') return <SaveDialog views={v} onClose={onClose} />;
  if (kind.type === 'manage') return <ManageDialog views={v} onClose={onClose} />;
  if (kind.type === 'importError')
    return (
      <Dialog
        isOpen
        title={t('ui.viewsMenu.importFailedTitle')}
        onClose={onClose}
        style={{ maxWidth: '95vw' }}
      >
        <DialogBody>
          <Callout intent="danger" role="alert">
            {t('ui.viewsMenu.importFailed', { field: kind.field, reason: kind.reason })}
          </Callout>
          <p>{t('ui.viewsMenu.importNothingChanged')}</p>
        </DialogBody>
        <DialogFooter actions={<Button text={t('ui.viewsMenu.close')} onClick={onClose} />} />
      </Dialog>
    );
  const finish = (replace: boolean) => {
    const merged = mergeViews(v.all, kind.imported, { replace });
    finishImport(v, merged.views, merged.added.length + merged.replaced.length, t);
    onClose();
  };
  return (
    <Dialog
      isOpen
      title={t('ui.viewsMenu.importConflictsTitle')}
      onClose={onClose}
      style={{ maxWidth: '95vw' }}
    >
      <DialogBody>
        <p>{t('ui.viewsMenu.importConflicts', { count: kind.conflicts.length })}</p>
        <ul>
          {kind.conflicts.map((c) => (
            <li key={`${c.list}/${c.name}`}>
              {c.list} › {c.name}
            </li>
          ))}
        </ul>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('ui.viewsMenu.keepSaved')} onClick={() => finish(false)} />
            <Button intent="primary" text={t('ui.viewsMenu.replaceAll')} onClick={() => finish(true)} />
          </>
        }
      />
    </Dialog>
  );
}
