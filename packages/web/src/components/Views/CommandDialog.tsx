import { Button, Dialog, DialogBody, DialogFooter, TextArea } from '@blueprintjs/core';
import { mpaCommandFor, viewQueryOfUrl } from '@marketplace-admin/sdk';
import { showToast } from '../../app/toaster';
import { registerEnglish, t as translate, useT } from '../../i18n';
import '../words';
import english from 'virtual:messages/en/viewsCommand';
import './views.css';

registerEnglish(english);

/** 'Copy as mpa command': copies the `mpa` command listing the list's slice; returns it if the clipboard refused. */
export async function copyListCommand(list: string, search: string): Promise<string | null> {
  const command = mpaCommandFor(list, viewQueryOfUrl(list, search));
  try {
    await navigator.clipboard.writeText(command);
  } catch {
    return command;
  }
  void showToast({ message: translate('ui.viewsCommand.copied', { command }), intent: 'success' });
  return null;
}

/** Where the clipboard is refused: the command, selected, to copy by hand. */
export function CommandDialog({ command, onClose }: { command: string; onClose(): void }) {
  const t = useT();
  return (
    <Dialog isOpen title={t('ui.viewsCommand.title')} onClose={onClose} style={{ maxWidth: '95vw' }}>
      <DialogBody>
        <p id="mpa-command-help">{t('ui.viewsCommand.help')}</p>
        <TextArea
          className="mpa-views-command"
          aria-label={t('ui.viewsCommand.label')}
          aria-describedby="mpa-command-help"
          readOnly
          autoFocus
          autoResize
          value={command}
          onFocus={(e) => e.currentTarget.select()}
        />
      </DialogBody>
      <DialogFooter actions={<Button text={t('ui.viewsCommand.close')} onClick={onClose} />} />
    </Dialog>
  );
}
