/**
 * Every keyboard shortcut of the panel, in one table: the hooks register them from here (Blueprint
 * combo syntax) and the `?` dialog lists them from here, so the two cannot drift apart. Labels and group
 * names are message ids: the dialog says them in the panel's language.
 */
import type { Id } from '../../i18n';

/** One line of the help: what it does, and the combos that do it (Blueprint syntax: 'mod+b', 'shift+a', 'down'). */
export interface ShortcutLine {
  /** A message id ('ui.shortcuts.sidebar'); a shortcut registered elsewhere may bring its own text. */
  label: Id | string;
  /** As shown in the help: 'mod' is Ctrl, or Cmd on a Mac. */
  combos: readonly string[];
}

export interface ShortcutGroup {
  /** A message id, like the labels. */
  name: Id | string;
  lines: readonly ShortcutLine[];
}

export const GLOBAL_GROUP: Id = 'ui.shortcuts.global';

export const GLOBAL_SHORTCUTS = {
  sidebar: { label: 'ui.shortcuts.sidebar', combos: ['mod+b'] },
  palette: { label: 'ui.shortcuts.palette', combos: ['mod+k'] },
  help: { label: 'ui.shortcuts.help', combos: ['?'] },
} as const satisfies Record<string, ShortcutLine>;

/**
 * Ctrl or Cmd (CONTRACT §7: "Ctrl/Cmd+B") on every platform: Blueprint's 'mod' is only one of them
 * (Cmd on a Mac, Ctrl elsewhere), so a shortcut is registered once per modifier.
 */
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

const moves = (labels: { next: Id; previous: Id; select: Id }): QueueShortcut[] => [
  { action: 'next', label: labels.next, combos: ['j', 'down'] },
  { action: 'previous', label: labels.previous, combos: ['k', 'up'] },
  { action: 'select', label: labels.select, combos: ['x'] },
];

/** The queue shortcuts of each screen; the group is the screen's name in the sidebar. */
export const QUEUE_SHORTCUTS: Record<QueueId, { group: Id; keys: readonly QueueShortcut[] }> = {
  reviews: {
    group: 'ui.nav.moderateReviews',
    keys: [
      ...moves({
        next: 'ui.shortcuts.nextReview',
        previous: 'ui.shortcuts.previousReview',
        select: 'ui.shortcuts.selectReview',
      }),
      { action: 'approve', label: 'ui.shortcuts.approveReview', combos: ['a'] },
      { action: 'reject', label: 'ui.shortcuts.rejectReview', combos: ['r'] },
      { action: 'note', label: 'ui.shortcuts.reviewNote', combos: ['n'] },
      { action: 'search', label: 'ui.shortcuts.searchReviews', combos: ['/'] },
      { action: 'approveSelection', label: 'ui.shortcuts.approveReviews', combos: ['shift+a'] },
      { action: 'leaveField', label: 'ui.shortcuts.leaveField', combos: ['esc'] },
    ],
  },
  redemptions: {
    group: 'ui.nav.redemptions',
    keys: [
      ...moves({
        next: 'ui.shortcuts.nextRequest',
        previous: 'ui.shortcuts.previousRequest',
        select: 'ui.shortcuts.selectRequest',
      }),
      { action: 'approve', label: 'ui.shortcuts.approveRequest', combos: ['a'] },
      { action: 'reject', label: 'ui.shortcuts.rejectRequest', combos: ['r'] },
      { action: 'note', label: 'ui.shortcuts.requestNote', combos: ['n'] },
      { action: 'search', label: 'ui.shortcuts.searchRequests', combos: ['/'] },
      { action: 'approveSelection', label: 'ui.shortcuts.approveRequests', combos: ['shift+a'] },
      { action: 'submit', label: 'ui.shortcuts.submitRedeem', combos: ['mod+enter'] },
      { action: 'leaveField', label: 'ui.shortcuts.leaveField', combos: ['esc'] },
    ],
  },
};

/** The panel's own groups, in the order the help shows them. */
export const SHORTCUT_GROUPS: readonly ShortcutGroup[] = [
  { name: GLOBAL_GROUP, lines: Object.values(GLOBAL_SHORTCUTS) },
  ...Object.values(QUEUE_SHORTCUTS).map((q) => ({ name: q.group, lines: q.keys })),
];

/**
 * The palette's "Go to the oldest pending redemption": Redemptions opened on its defaults (Pending,
 * requestDateTime ascending, page 1) with this navigation state makes the first request active and
 * closes any redeem form. Here, not in the screen, so the palette does not load the screen to name it.
 */
export const OLDEST_PENDING_PATH = '/redemptions';
export const OLDEST_PENDING_STATE = { activate: 'oldest-pending' } as const;

export const asksForOldestPending = (state: unknown): boolean =>
  typeof state === 'object' &&
  state !== null &&
  (state as { activate?: unknown }).activate === OLDEST_PENDING_STATE.activate;
