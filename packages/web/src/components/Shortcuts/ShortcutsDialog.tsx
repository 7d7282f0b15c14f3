import { Classes, Dialog, DialogBody, H4, KeyComboTag, type HotkeyConfig } from '@blueprintjs/core';
import { useState } from 'react';
import { GLOBAL_GROUP, SHORTCUT_GROUPS, type ShortcutGroup, type ShortcutLine } from './shortcuts';
import english from 'virtual:messages/en/shortcuts';
import { registerEnglish, useT, type Id } from '../../i18n';
import './shortcuts.css';

registerEnglish(english);

const OURS = new Set(SHORTCUT_GROUPS.flatMap((g) => g.lines.map((l) => `${g.name}\n${l.label}`)));

/** The panel's own groups (all, so a queue's keys can be learnt before visiting it), then any registered now. */
function shortcutGroups(registered: readonly HotkeyConfig[]): ShortcutGroup[] {
  const groups = SHORTCUT_GROUPS.map((g) => ({ name: g.name, lines: [...g.lines] as ShortcutLine[] }));
  for (const h of registered) {
    const name = h.group ?? GLOBAL_GROUP;
    const label = typeof h.label === 'string' ? h.label : String(h.combo);
    if (OURS.has(`${name}\n${label}`)) continue;
    let group = groups.find((g) => g.name === name);
    if (!group) groups.push((group = { name, lines: [] }));
    const same = group.lines.find((l) => l.label === label);
    if (!same) group.lines.push({ label, combos: [h.combo] });
    else if (!same.combos.includes(h.combo))
      group.lines[group.lines.indexOf(same)] = { label, combos: [...same.combos, h.combo] };
  }
  return groups;
}

const headingId = (group: string) => `shortcuts-${group.replace(/\W+/g, '-')}`;

/** The `?` help (drawn by the layout's HotkeysProvider in place of Blueprint's own dialog). */
export function ShortcutsDialog({
  isOpen,
  registered,
  onClose,
}: {
  isOpen: boolean;
  registered: readonly HotkeyConfig[];
  onClose(): void;
}) {
  const t = useT();
  // a message id in the panel's language; a text another piece registered as it came
  const say = (text: string) => t(text as Id);
  // nothing until first opened: the provider draws it again for every hotkey registered while the page builds
  const [opened, setOpened] = useState(isOpen);
  if (isOpen && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title={t('ui.shortcuts.title')}
      className={`${Classes.HOTKEY_DIALOG} mpa-shortcuts`}
    >
      <DialogBody className="mpa-shortcuts-body">
        {isOpen &&
          shortcutGroups(registered).map((g) => (
            <section key={g.name} className="mpa-shortcut-group" aria-labelledby={headingId(g.name)}>
              <H4 id={headingId(g.name)}>{say(g.name)}</H4>
              <ul className="mpa-shortcut-list">
                {g.lines.map((l) => (
                  <li key={l.label} className={Classes.HOTKEY}>
                    <span className={Classes.HOTKEY_LABEL}>{say(l.label)}</span>
                    <span className="mpa-shortcut-combos">
                      {l.combos.map((c) => (
                        <KeyComboTag key={c} combo={c} />
                      ))}
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          ))}
      </DialogBody>
    </Dialog>
  );
}
