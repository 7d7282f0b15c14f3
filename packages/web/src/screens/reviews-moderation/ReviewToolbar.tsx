import { Checkbox, HTMLSelect, Spinner } from '@blueprintjs/core';
import { DEBOUNCE_MS, type ReviewStatus } from '@marketplace-admin/sdk';
import { ExportMenu } from '../../components/Export';
import { LightButton } from '../../components/LightControls';
import { SearchBox } from '../../components/SearchBox';
import { ScreenViewsButton } from '../../components/Views';
import type { ListStateApi } from '../../hooks/useListState';
import { useSdk } from '../../hooks/useSdk';
import { useT, type Id } from '../../i18n';
import type { ReviewQuery } from './load';
import type { useReviewQueue } from './useReviewQueue';
import { REVIEW_LOAD_FAILED, type ReviewList } from './useReviewList';

const SORTS: Array<{ value: string; label: Id }> = [
  { value: 'ReviewDate:asc', label: 'ui.reviews.oldestFirst' },
  { value: 'ReviewDate:desc', label: 'ui.reviews.newestFirst' },
  { value: 'rating:asc', label: 'ui.reviews.lowestRating' },
  { value: 'rating:desc', label: 'ui.reviews.highestRating' },
  { value: 'VendorName:asc', label: 'ui.reviews.vendorName' },
];

export interface ReviewToolbarProps {
  list: ListStateApi;
  query: ReviewQuery & { status: ReviewStatus };
  reviews: ReviewList;
  queue: ReturnType<typeof useReviewQueue>;
}

/** Search, sort, views, count and export of a tab; on Pending, its bar of bulk moderation. */
export function ReviewToolbar({ list, query, reviews, queue }: ReviewToolbarProps) {
  const sdk = useSdk();
  const t = useT();
  const rows = reviews.rows ?? [];
  const { selectedShown, startBulk } = queue;
  const allSelected = rows.length > 0 && selectedShown.length === rows.length;
  const noBulk = !selectedShown.length || queue.bulk.running;
  return (
    <>
      <div className="mpa-toolbar">
        <SearchBox
          value={list.search}
          onSearch={list.setSearch}
          delayMs={DEBOUNCE_MS.services}
          placeholder={t('ui.reviews.search')}
          inputRef={queue.search}
        />
        <HTMLSelect
          aria-label={t('ui.reviews.sort')}
          value={`${list.sortBy ?? 'ReviewDate'}:${list.sortDescending ? 'desc' : 'asc'}`}
          options={SORTS.map((s) => ({ value: s.value, label: t(s.label) }))}
          onChange={(e) => {
            const [sortBy, dir] = e.currentTarget.value.split(':');
            list.set({ sortBy, sortDescending: dir === 'desc' });
          }}
        />
        {(reviews.isLoading || reviews.isValidating) && (
          <Spinner size={16} aria-label={t('common.loading')} />
        )}
        <span className="mpa-toolbar-spacer" />
        <ScreenViewsButton gridId="reviews-moderation" />
        <span className="mpa-review-count" aria-live="polite">
          {reviews.rows ? t('ui.reviews.count', { count: reviews.count }) : ''}
        </span>
        <ExportMenu
          list="reviews"
          source={sdk.reviews}
          query={query}
          total={reviews.count}
          failure={REVIEW_LOAD_FAILED[query.status]}
          disabled={rows.length === 0}
        />
      </div>
      {query.status === 'pending' && rows.length > 0 && (
        <div className="mpa-toolbar mpa-bulk-bar">
          <Checkbox
            className="mpa-select-all"
            checked={allSelected}
            indeterminate={selectedShown.length > 0 && !allSelected}
            label={t('ui.reviews.selectAll', { count: reviews.count })}
            // the whole tab, once it has all come (its first page shows while the rest loads)
            disabled={!reviews.complete}
            onChange={(e) =>
              queue.setSelected(new Set(e.currentTarget.checked ? rows.map((r) => r.reviewID) : []))
            }
          />
          <LightButton
            intent="success"
            icon="tick"
            text={t('ui.reviews.approveSelected', { n: selectedShown.length })}
            disabled={noBulk}
            onClick={() => void startBulk('A')}
          />
          <LightButton
            intent="warning"
            icon="disable"
            text={t('ui.reviews.rejectSelected', { n: selectedShown.length })}
            disabled={noBulk}
            onClick={() => void startBulk('R')}
          />
        </div>
      )}
    </>
  );
}
