import {
  MODERATOR_NOTES_MAX,
  reviewTabActions,
  type Review,
  type ReviewStatus,
} from '@marketplace-admin/sdk';
import { memo } from 'react';
import { useIsMobile } from '../../hooks/useMediaQuery';
import { formatDateTime } from '../../app/format';
import { LightButton, LightCheckbox } from '../../components/LightControls';
import { SvgIcon } from '../../components/SvgIcon';
import { t as translate, useT, type Translate } from '../../i18n';
import type { useReviewQueue } from './useReviewQueue';
import { VirtualList } from './VirtualList';

/** A review's title, or the words for none in the panel's language. */
export const reviewTitle = (r: Review, t: Translate = translate): string =>
  r.reviewTitle || t('ui.reviews.noTitle');

/** Focuses a part of a review card once the virtual list has drawn it. */
export const focusInCard =
  (part: 'card' | 'notes') =>
  (item: HTMLElement): void =>
    item
      .querySelector<HTMLElement>(part === 'card' ? '[role="article"]' : '.mpa-review-notes input')
      ?.focus();

/** What a card does, the same object for every card (a memo'd card is drawn again only when its own props change). */
export interface ReviewCardActions {
  onNotes(id: number, notes: string): void;
  onSelect(id: number, selected: boolean): void;
  onModerate(review: Review, status: 'A' | 'R'): void;
  onDelete(review: Review): void;
  /** Focus went inside the card (a click, Tab): it becomes the active one. */
  onActivate(id: number): void;
}

const DECISIONS = [
  ['approve', 'A', 'tick', 'success'],
  ['reject', 'R', 'disable', 'warning'],
] as const;

function Stars({ rating }: { rating: number }) {
  const t = useT();
  const r = Math.max(0, Math.min(5, Math.round(rating)));
  return (
    <span className="mpa-stars" role="img" aria-label={t('ui.reviews.rating', { rating })}>
      {[1, 2, 3, 4, 5].map((i) => (
        <SvgIcon key={i} icon={i <= r ? 'star' : 'star-empty'} size={12} />
      ))}
    </span>
  );
}

/**
 * One review (spec §4): title, text, rating, date, moderator notes (max 200, counted) and its tab's actions.
 * Drawn light (native elements with Blueprint's classes): a screenful of cards costs a few elements each.
 */
const ReviewCard = memo(function ReviewCard({
  review,
  tab,
  notes,
  selected,
  active,
  busy,
  result,
  on,
}: {
  review: Review;
  tab: ReviewStatus;
  notes: string;
  selected: boolean;
  /** The item the keyboard acts on: a focus ring and aria-current. */
  active: boolean;
  busy: boolean;
  /** The last bulk result of this review, if any. */
  result?: { ok: boolean; text: string };
  on: ReviewCardActions;
}) {
  const t = useT();
  const id = review.reviewID;
  const actions = reviewTabActions(tab);
  const title = reviewTitle(review, t);
  const disabledClass = busy ? ' bp6-disabled' : '';
  return (
    <div
      id={`review-${id}`}
      className={`mpa-review-card${selected ? ' mpa-review-selected' : ''}${active ? ' mpa-review-active' : ''} bp6-card bp6-elevation-0 bp6-compact`}
      aria-labelledby={`review-${id}-title`}
      aria-current={active || undefined}
      role="article"
      tabIndex={-1}
      onFocus={() => on.onActivate(id)}
    >
      <div className="mpa-review-head">
        {tab === 'pending' && (
          <LightCheckbox
            className="mpa-review-check"
            label={t('ui.reviews.selectReview', { title })}
            checked={selected}
            disabled={busy}
            onChange={(e) => on.onSelect(id, e.currentTarget.checked)}
          />
        )}
        <h2 id={`review-${id}-title`} className="mpa-review-title">
          {title}
        </h2>
        <Stars rating={Number(review.rating ?? 0)} />
        {result && (
          <span
            className={`bp6-tag bp6-intent-${result.ok ? 'success' : 'danger'} bp6-minimal mpa-review-result`}
          >
            <span className="bp6-text-overflow-ellipsis bp6-fill">{result.text}</span>
          </span>
        )}
        <span className="mpa-review-date">
          <time dateTime={review.createdAt}>{formatDateTime(review.createdAt)}</time>
        </span>
      </div>
      <div className="mpa-review-meta">
        <span className="mpa-review-id">{`#${id}`}</span>
      </div>
      <p
        className="mpa-review-text"
        tabIndex={0}
        aria-label={t('ui.reviews.textOf', { title })}
        data-testid="review-text"
      >
        {review.reviewText ?? ''}
      </p>
      <div className="mpa-review-foot">
        <div className={`bp6-input-group${disabledClass} bp6-small mpa-review-notes`}>
          <input
            id={`review-${id}-notes`}
            className="bp6-input"
            type="text"
            aria-label={t('ui.reviews.notesFor', { title })}
            placeholder={t('ui.reviews.notesPlaceholder')}
            maxLength={MODERATOR_NOTES_MAX}
            value={notes}
            disabled={busy}
            onChange={(e) => on.onNotes(id, e.currentTarget.value)}
          />
          <span className="bp6-input-action">
            <span
              className="mpa-review-counter"
              aria-live="off"
            >{`${notes.length}/${MODERATOR_NOTES_MAX}`}</span>
          </span>
        </div>
        {DECISIONS.filter(([what]) => actions[what]).map(([what, status, icon, intent]) => (
          <LightButton
            key={what}
            text={t(`ui.reviews.${what}`)}
            label={t(`ui.reviews.${what}Title`, { title })}
            icon={icon}
            intent={intent}
            disabled={busy}
            onClick={() => on.onModerate(review, status)}
          />
        ))}
        <LightButton
          text={t('ui.reviews.delete')}
          label={t('ui.reviews.deleteTitle', { title })}
          icon="trash"
          intent="danger"
          minimal
          disabled={busy}
          onClick={() => on.onDelete(review)}
        />
      </div>
    </div>
  );
});

/** A card's height; on a phone its notes take a line of their own, its buttons the next. */
const ITEM_HEIGHT = { desktop: 156, phone: 196 };

/** A tab's cards in a windowed list; a card is drawn again only when what it shows has changed. */
export function ReviewCards({
  rows,
  tab,
  label,
  queue,
}: {
  rows: Review[];
  tab: ReviewStatus;
  label: string;
  queue: ReturnType<typeof useReviewQueue>;
}) {
  const phone = useIsMobile();
  const { notes, selected, cursor, isBusy } = queue;
  return (
    <VirtualList
      label={label}
      items={rows}
      itemHeight={phone ? ITEM_HEIGHT.phone : ITEM_HEIGHT.desktop}
      height="calc(100vh - 300px)"
      itemKey={(r) => r.reviewID}
      reveal={queue.reveal}
      renderItem={(r) => (
        <ReviewCard
          review={r}
          tab={tab}
          notes={notes[r.reviewID] ?? ''}
          selected={selected.has(r.reviewID)}
          active={cursor.activeKey === r.reviewID}
          busy={isBusy(r.reviewID) || queue.bulk.running}
          result={queue.results[r.reviewID]}
          on={queue.card}
        />
      )}
    />
  );
}
