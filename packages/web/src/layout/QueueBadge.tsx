import { Icon } from '@blueprintjs/core';
import type { CSSProperties } from 'react';
import type { QueueCounts } from '@marketplace-admin/sdk';
import sdkEnglish from 'virtual:messages/en/sdk';
import { LightTag } from '../components/LightControls';
import { registerEnglish, type Translate } from '../i18n';
import './queueBadge.css';

registerEnglish(sdkEnglish);

/** The work queue a sidebar entry leads to. */
export type Queue = 'redemptions' | 'reviews';

/** What a queue's badge shows: the figures, and the catalogue's words for them (screen readers, tooltip). */
export interface QueueBadgeView {
  count: number;
  /** Unresolved flags (reviews only). */
  flags: number;
  text: string;
}

/** A queue's badge, or null: nothing waiting, or a figure the server could not give (reviews need both). */
export function queueBadge(
  queue: Queue,
  counts: QueueCounts | undefined,
  t: Translate,
): QueueBadgeView | null {
  if (!counts) return null;
  if (queue === 'redemptions') {
    const n = counts.redemptionsPending;
    return n ? { count: n, flags: 0, text: t('queues.redemptionsPending', { n }) } : null;
  }
  const { reviewsPending: pending, unresolvedFlags: flags } = counts;
  if (pending === null || flags === null || pending + flags === 0) return null;
  return { count: pending, flags, text: t('queues.reviewsWaiting', { pending, flags }) };
}

const badgeFigures = (b: QueueBadgeView): string => (b.flags ? `${b.count} · ${b.flags}` : String(b.count));

/** The room its link leaves at its end for the badge drawn over it (the label is cut short before it, never under it). */
export function badgeRoom(badge: QueueBadgeView | null, collapsed: boolean): CSSProperties | undefined {
  if (!badge || collapsed) return undefined;
  return {
    '--mpa-badge-chars': badgeFigures(badge).length,
    '--mpa-badge-icon': badge.flags ? 1 : 0,
  } as CSSProperties;
}

/**
 * The badge beside a sidebar link (not inside it: the link's name stays its label). Its words are the
 * link's description (`descriptionId`); what is drawn is for the eye only: "12", "12 · 3" with a flag,
 * or a dot on the icon when the sidebar is collapsed. Clicks go through to the link.
 */
export function QueueBadge(p: { badge: QueueBadgeView; descriptionId: string; collapsed: boolean }) {
  const { badge } = p;
  return (
    <>
      <span id={p.descriptionId} hidden>
        {badge.text}
      </span>
      {p.collapsed ? (
        <span className="mpa-queue-dot" aria-hidden />
      ) : (
        <LightTag
          minimal={false}
          round
          intent="primary"
          className="mpa-queue-badge"
          endIcon={badge.flags ? <Icon icon="flag" size={12} /> : undefined}
          aria-hidden
        >
          {badgeFigures(badge)}
        </LightTag>
      )}
    </>
  );
}
