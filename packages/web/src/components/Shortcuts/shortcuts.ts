/**
 * Every keyboard shortcut of the panel, in one table: the hooks register them from here (Blueprint
 * combo syntax) and the `?` dialog lists them from here, so the two cannot drift apart.
 */

/** One line of the help: what it does, and the combos that do it (Blueprint syntax: 'mod+b', 'shift+a', 'down'). */
export interface ShortcutLine {
  label: string;
  /** As shown in the help: 'mod' is Ctrl, or Cmd on a Mac. */
  combos: readonly string[];
}

export interface ShortcutGroup {
  name: string;
  lines: readonly ShortcutLine[];
}

export const GLOBAL_GROUP = 'Global';

export const GLOBAL_SHORTCUTS = {
  sidebar: { label: 'Toggle the sidebar', combos: ['mod+b'] },
  palette: { label: 'Open the command palette', combos: ['mod+k'] },
  help: { label: 'Show the keyboard shortcuts', combos: ['?'] },
} as const satisfies Record<string, ShortcutLine>;

/**
 * Ctrl or Cmd (CONTRACT §7: "Ctrl/Cmd+B") on every platform: Blueprint's 'mod' is only one of them
 * (Cmd on a Mac, Ctrl elsewhere), so a shortcut is registered once per modifier.
 */
export const ctrlOrCmd = (combo: string): string[] => [combo.replace(/^mod\+/, 'ctrl+'), combo.replace(/^mod\+/, 'meta+')];

/** What a key does in a review or redemption queue (CONTRACT §7). */
export type QueueAction = 'next' | 'previous' | 'select' | 'approve' | 'reject' | 'note' | 'search' | 'approveSelection' | 'submit' | 'leaveField';

export interface QueueShortcut extends ShortcutLine {
  action: QueueAction;
}

export type QueueId = 'reviews' | 'redemptions';

const moves = (item: string): QueueShortcut[] => [
  { action: 'next', label: `Next ${item}`, combos: ['j', 'down'] },
  { action: 'previous', label: `Previous ${item}`, combos: ['k', 'up'] },
  { action: 'select', label: `Select or unselect the active ${item}`, combos: ['x'] },
];

/** The queue shortcuts of each screen; the group is the screen's name in the sidebar. */
export const QUEUE_SHORTCUTS: Record<QueueId, { group: string; keys: readonly QueueShortcut[] }> = {
  reviews: {
    group: 'Moderate Reviews',
    keys: [
      ...moves('review'),
      { action: 'approve', label: 'Approve the active review', combos: ['a'] },
      { action: 'reject', label: 'Reject the active review', combos: ['r'] },
      { action: 'note', label: 'Write the moderator notes of the active review', combos: ['n'] },
      { action: 'search', label: 'Search reviews', combos: ['/'] },
      { action: 'approveSelection', label: 'Approve the selected reviews', combos: ['shift+a'] },
      { action: 'leaveField', label: 'Leave the field', combos: ['esc'] },
    ],
  },
  redemptions: {
    group: 'Redemptions',
    keys: [
      ...moves('request'),
      { action: 'approve', label: 'Approve the active request: its redeem form, note first', combos: ['a'] },
      { action: 'reject', label: 'Reject the active request: its redeem form, note first', combos: ['r'] },
      { action: 'note', label: 'Write the note of the active request', combos: ['n'] },
      { action: 'search', label: 'Search requests', combos: ['/'] },
      { action: 'approveSelection', label: 'Approve the selected requests', combos: ['shift+a'] },
      { action: 'submit', label: 'Submit the redeem form (from its note)', combos: ['mod+enter'] },
      { action: 'leaveField', label: 'Leave the field', combos: ['esc'] },
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
  typeof state === 'object' && state !== null && (state as { activate?: unknown }).activate === OLDEST_PENDING_STATE.activate;
