// Every shortcut of the panel, in one table the hooks register and the `?` help lists (labels are message ids).
import type { Id } from '../../i18n';

/** A line of the help: a message id (or a text registered elsewhere) and its combos ('mod+b', 'shift+a', 'down'). */
export type ShortcutLine = { label: Id | string; combos: readonly string[] };
export type ShortcutGroup = { name: Id | string; lines: readonly ShortcutLine[] };

export const GLOBAL_GROUP: Id = 'ui.shortcuts.global';

export const GLOBAL_SHORTCUTS = {
  sidebar: { label: 'ui.shortcuts.sidebar', combos: ['mod+b'] },
  palette: { label: 'ui.shortcuts.palette', combos: ['mod+k'] },
  help: { label: 'ui.shortcuts.help', combos: ['?'] },
} as const satisfies Record<string, ShortcutLine>;

/** Ctrl or Cmd on every platform (CONTRACT §7: "Ctrl/Cmd+B"): Blueprint's 'mod' is only one of them. */
export const ctrlOrCmd = (combo: string): string[] => [
  combo.replace(/^mod\+/, 'ctrl+'),
  combo.replace(/^mod\+/, 'meta+'),
];

/** What a key does in a review or redemption queue (CONTRACT §7). */
export type QueueAction =
  | 'next'
  | 'previous'
  | 'select'
  | 'approve'
  | 'reject'
  | 'note'
  | 'search'
  | 'approveSelection'
  | 'submit'
  | 'leaveField';

export interface QueueShortcut extends ShortcutLine {
  action: QueueAction;
}

export type QueueId = 'reviews' | 'redemptions';

/** A queue's keys; its labels name what it holds ('ui.shortcuts.nextReview', 'ui.shortcuts.searchRequests'). */
const queueShortcuts = (noun: 'Review' | 'Request', own: QueueShortcut[]): QueueShortcut[] => [
  { action: 'next', label: `ui.shortcuts.next${noun}`, combos: ['j', 'down'] },
  { action: 'previous', label: `ui.shortcuts.previous${noun}`, combos: ['k', 'up'] },
  { action: 'select', label: `ui.shortcuts.select${noun}`, combos: ['x'] },
  { action: 'approve', label: `ui.shortcuts.approve${noun}`, combos: ['a'] },
  { action: 'reject', label: `ui.shortcuts.reject${noun}`, combos: ['r'] },
  { action: 'note', label: `ui.shortcuts.${noun === 'Review' ? 'review' : 'request'}Note`, combos: ['n'] },
  { action: 'search', label: `ui.shortcuts.search${noun}s`, combos: ['/'] },
  { action: 'approveSelection', label: `ui.shortcuts.approve${noun}s`, combos: ['shift+a'] },
  ...own,
  { action: 'leaveField', label: 'ui.shortcuts.leaveField', combos: ['esc'] },
];

/** The queue shortcuts of each screen; the group is the screen's name in the sidebar. */
export const QUEUE_SHORTCUTS: Record<QueueId, { group: Id; keys: readonly QueueShortcut[] }> = {
  reviews: { group: 'ui.nav.moderateReviews', keys: queueShortcuts('Review', []) },
  redemptions: {
    group: 'ui.nav.redemptions',
    keys: queueShortcuts('Request', [
      { action: 'submit', label: 'ui.shortcuts.submitRedeem', combos: ['mod+enter'] },
    ]),
  },
};

/** The panel's own groups, in the order the help shows them. */
export const SHORTCUT_GROUPS: readonly ShortcutGroup[] = [
  { name: GLOBAL_GROUP, lines: Object.values(GLOBAL_SHORTCUTS) },
  ...Object.values(QUEUE_SHORTCUTS).map((q) => ({ name: q.group, lines: q.keys })),
];

/** The palette's "Go to the oldest pending redemption" (here, so the palette need not load the screen). */
export const OLDEST_PENDING_PATH = '/redemptions';
export const OLDEST_PENDING_STATE = { activate: 'oldest-pending' } as const;

export const asksForOldestPending = (state: unknown): boolean =>
  typeof state === 'object' &&
  state !== null &&
  (state as { activate?: unknown }).activate === OLDEST_PENDING_STATE.activate;
