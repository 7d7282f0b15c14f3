import { Button, Card, Checkbox, Icon, InputGroup, Tag } from '@blueprintjs/core';
import { MODERATOR_NOTES_MAX, reviewTabActions, type Review, type ReviewStatus } from '@marketplace-admin/sdk';
import { memo } from 'react';
import { formatDateTime } from '../../app/format';
import { useT } from '../../i18n';
import { reviewTitle } from './reviewKeys';

export interface ReviewCardProps {
  review: Review;
  tab: ReviewStatus;
  notes: string;
  selected: boolean;
  /** The item the keyboard acts on: a focus ring and aria-current. */
  active: boolean;
  busy: boolean;
  /** The last bulk result of this review, if any. */
  result?: { ok: boolean; text: string };
  onNotes(id: number, notes: string): void;
  onSelect(id: number, selected: boolean): void;
  onModerate(review: Review, status: 'A' | 'R'): void;
  onDelete(review: Review): void;
  /** Focus went inside the card (a click, Tab): it becomes the active one. */
  onActivate(id: number): void;
}

function Stars({ rating }: { rating: number }) {
  const t = useT();
  const r = Math.max(0, Math.min(5, Math.round(rating)));
  return (
    <span className="mpa-stars" role="img" aria-label={t('ui.reviews.rating', { rating })}>
      {[1, 2, 3, 4, 5].map((i) => (
        <Icon key={i} icon={i <= r ? 'star' : 'star-empty'} size={12} aria-hidden />
      ))}
    </span>
  );
}

/**
 * One review: title, text, rating, created date, moderator notes (max 200, counter) and the
 * actions of its tab (spec §4). Every server text is rendered by React as text, never as HTML.
 */
export const ReviewCard = memo(function ReviewCard({ review, tab, notes, selected, active, busy, result, onNotes, onSelect, onModerate, onDelete, onActivate }: ReviewCardProps) {
  const t = useT();
  const id = review.reviewID;
  const actions = reviewTabActions(tab);
  const title = reviewTitle(review, t);
  return (
    <Card
      compact
      id={`review-${id}`}
      className={`mpa-review-card${selected ? ' mpa-review-selected' : ''}${active ? ' mpa-review-active' : ''}`}
      aria-labelledby={`review-${id}-title`}
      aria-current={active || undefined}
      role="article"
      tabIndex={-1}
      onFocus={() => onActivate(id)}
    >
      <div className="mpa-review-head">
        {tab === 'pending' && (
          <Checkbox className="mpa-review-check" checked={selected} disabled={busy} aria-label={t('ui.reviews.selectReview', { title })} onChange={(e) => onSelect(id, e.currentTarget.checked)} />
        )}
        <h2 id={`review-${id}-title`} className="mpa-review-title">
          {title}
        </h2>
        <Stars rating={Number(review.rating ?? 0)} />
        {result && (
          <Tag minimal intent={result.ok ? 'success' : 'danger'} className="mpa-review-result">
            {result.text}
          </Tag>
        )}
        <span className="mpa-review-date">
          <time dateTime={review.createdAt}>{formatDateTime(review.createdAt)}</time>
        </span>
      </div>
      <div className="mpa-review-meta">
        <span className="mpa-review-id">{`#${id}`}</span>
      </div>
      <p className="mpa-review-text" tabIndex={0} aria-label={t('ui.reviews.textOf', { title })} data-testid="review-text">
        {review.reviewText ?? ''}
      </p>
      <div className="mpa-review-foot">
        <InputGroup
          size="small"
          id={`review-${id}-notes`}
          className="mpa-review-notes"
          aria-label={t('ui.reviews.notesFor', { title })}
          placeholder={t('ui.reviews.notesPlaceholder')}
          maxLength={MODERATOR_NOTES_MAX}
          value={notes}
          disabled={busy}
          onValueChange={(v) => onNotes(id, v)}
          rightElement={<span className="mpa-review-counter" aria-live="off">{`${notes.length}/${MODERATOR_NOTES_MAX}`}</span>}
        />
        {actions.approve && (
          <Button size="small" intent="success" icon="tick" text={t('ui.reviews.approve')} disabled={busy} aria-label={t('ui.reviews.approveTitle', { title })} onClick={() => onModerate(review, 'A')} />
        )}
        {actions.reject && (
          <Button size="small" intent="warning" icon="disable" text={t('ui.reviews.reject')} disabled={busy} aria-label={t('ui.reviews.rejectTitle', { title })} onClick={() => onModerate(review, 'R')} />
        )}
        <Button size="small" variant="minimal" intent="danger" icon="trash" text={t('ui.reviews.delete')} disabled={busy} aria-label={t('ui.reviews.deleteTitle', { title })}
 onClick={() => onDelete(review)} />
      </div>
    </Card>
  );
});
