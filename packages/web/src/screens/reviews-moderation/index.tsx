import { Callout, NonIdealState, Spinner, Tab, Tabs } from '@blueprintjs/core';
import type { ReviewStatus } from '@marketplace-admin/sdk';
import i20Comment from '@blueprintjs/icons/lib/esm/generated/20px/paths/comment';
import { registerIcons } from '../../app/icons';
import { BulkResults } from '../../components/BulkResults';
import { PageHeader } from '../../components/PageHeader';
import { QueueHotkeys } from '../../components/Shortcuts/QueueHotkeys';
import { useListState } from '../../hooks/useListState';
import { FlaggedReviews, useFlagCount } from './FlaggedReviews';
import { reviewsQuery, REVIEWS_LIST } from './load';
import { ReviewCards } from './ReviewCard';
import { ReviewToolbar } from './ReviewToolbar';
import { REVIEW_LOAD_FAILED, useReviewList } from './useReviewList';
import { useReviewQueue } from './useReviewQueue';
import '../../components/table.css';
import '../../components/toolbar.css';
import './reviews.css';
import english from 'virtual:messages/en/reviews';
import { registerEnglish, useT, type Id } from '../../i18n';

registerEnglish(english);
registerIcons({}, { comment: i20Comment });

/** The tabs; titles and the names of their lists are message ids. */
const TABS: Array<{ id: ReviewStatus; title: Id; list: Id }> = [
  { id: 'pending', title: 'ui.reviews.pending', list: 'ui.reviews.pendingList' },
  { id: 'rejected', title: 'ui.reviews.rejected', list: 'ui.reviews.rejectedList' },
  { id: 'approved', title: 'ui.reviews.approved', list: 'ui.reviews.approvedList' },
];

/** Moderate Reviews (spec §2/§4): Pending, Rejected, Approved; approve, reject, delete; bulk moderation of pending ones. */
export default function ReviewsModerationScreen() {
  const t = useT();
  const list = useListState(REVIEWS_LIST);
  // the tab's list as the server has it now: status, search and sort (what the Export menu writes too)
  const query = reviewsQuery(list);
  const tab = TABS.find((x) => x.id === query.status)!;
  const reviews = useReviewList(query);
  const { rows, error, isLoading } = reviews;
  // the tabs wait for the flagged notice's count, so that the notice does not push painted cards down
  const flagCount = useFlagCount();
  const flagsKnown = flagCount.data !== undefined || flagCount.error !== undefined;
  const queue = useReviewQueue(tab.id, t(tab.title), { rows, count: reviews.count, search: list.search });
  const { cursor, bulk } = queue;

  const body = (
    <>
      <ReviewToolbar list={list} query={query} reviews={reviews} queue={queue} />
      {error && !rows && (
        <Callout intent="danger" compact className="mpa-list-alert">
          {t(REVIEW_LOAD_FAILED[tab.id])}
        </Callout>
      )}
      {rows?.length === 0 && (
        <NonIdealState icon="comment" title={t('reviews.empty')} className="mpa-review-empty" />
      )}
      {!rows && isLoading && <Spinner size={24} aria-label={t('common.loading')} />}
      {rows && rows.length > 0 && <ReviewCards rows={rows} tab={tab.id} label={t(tab.list)} queue={queue} />}
    </>
  );

  return (
    <>
      <PageHeader title={t('ui.nav.moderateReviews')} subtitle={t('ui.reviews.subtitle')} />
      <FlaggedReviews head={flagCount} onResolved={() => void queue.reload()} />
      {flagsKnown ? (
        <Tabs
          id="review-tabs"
          animate={false}
          selectedTabId={tab.id}
          onChange={(id) => list.setTab(String(id))}
          className="mpa-review-tabs"
          renderActiveTabPanelOnly
        >
          {TABS.map((x) => (
            <Tab key={x.id} id={x.id} title={t(x.title)} panel={x.id === tab.id ? body : <span />} />
          ))}
        </Tabs>
      ) : (
        <Spinner size={24} aria-label={t('common.loading')} />
      )}
      <BulkResults
        title={t(queue.bulkOf === 'A' ? 'ui.reviews.bulkApproveTitle' : 'ui.reviews.bulkRejectTitle')}
        view={bulk.view}
        onClose={bulk.close}
        onRetry={() => void queue.startBulk(queue.bulkOf, true)}
      />
      {queue.confirmElement}
      {cursor.liveRegion}
      <QueueHotkeys queue="reviews" handlers={queue.keys} />
    </>
  );
}
