// The public surface of @marketplace-admin/sdk (browser-safe: no Node-only imports).
export * from './endpoints';
export { createClient, type MpaClient, type SessionApi } from './client';
export type { ClientOptions, ResponseValidator } from './core';
export { MpaError, isMpaError, type ErrorKind } from './errors';
export { catalogue, type Catalogue } from './catalogue';
export { catalogueMessages, messageIdOf, type MessageId } from './messages';
export {
  SESSION_KEYS,
  browserSessionStore,
  memorySessionStore,
  type SessionStore,
  type SessionUser,
} from './session/index';
export { type TransportHooks, type RetryOptions } from './transport/send';
export { toPage, type ToPageOptions } from './transport/page';
// The operations layer: the one paging loop, bulk runner, journal and export encoders of the product.
export {
  PAGING_DEFAULTS,
  slicePage,
  clientPage,
  fieldValue,
  compareValues,
  type ClientPageOptions,
} from './operations/clientPaging';
export {
  iteratePages,
  iterateItems,
  collectItems,
  type IterateOptions,
  type PageFetcher,
  type PagingProgress,
} from './operations/paging';
export {
  runBulk,
  type BulkOperation,
  type BulkSelection,
  type BulkRunOptions,
  type BulkReport,
  type BulkItemResult,
  type BulkOutcome,
  type BulkProgress,
  type ItemLookup,
  type ItemStatus,
} from './operations/bulk';
export {
  memoryJournal,
  isFinished,
  type Journal,
  type JournalState,
  type JournalEntry,
  type BulkPlan,
  type PlanCoverage,
  type PlannedItem,
  type BulkId,
  type ConfirmedOutcome,
} from './operations/journal';
export type {
  RedemptionSelection,
  DecideRedemptionsOptions,
  ReviewSelection,
  ReviewDecision,
  DecideReviewsOptions,
} from './operations/decisions';
export {
  EXPORT_FORMATS,
  exportList,
  encodeRows,
  encoderFor,
  csvEncoder,
  ndjsonEncoder,
  jsonEncoder,
  csvCell,
  cellText,
  controlPictures,
  jsonText,
  type ExportFormat,
  type ExportColumn,
  type EncoderOptions,
  type RowEncoder,
  type PagedSource,
  type ExportListOptions,
} from './operations/export';
export {
  EXPORT_COLUMNS,
  exportFileName,
  exportColumns,
  exportLabel,
  type ExportList,
  type ExportColumnsOptions,
} from './operations/exportColumns';
export { parseCsv } from './operations/csvReader';
// Lists' columns and the formats of their values: the panel's grids and the CLI's tables.
export * from './columns/index';
// Saved views: the view file's format, its lists, their SDK calls and their `mpa` commands.
export * from './views/index';
export * from './types/index';
export * from './rules/index';
export type { AuthApi } from './domains/auth';
export type { Mutation, AutoPaging } from './domains/shared';
export { type ServicesApi } from './domains/services';
export { type UsersApi } from './domains/users';
export {
  vendorsWithMobile,
  type VendorsApi,
  type VendorServicesApi,
  type SetActiveResult,
} from './domains/vendors';
export { shopCategoryPage, type ShopsApi, type ShopQuery, type ShopCategoriesApi } from './domains/shops';
export { type ReviewsApi } from './domains/reviews';
export { type ReferralsApi } from './domains/referrals';
export { redeemBodyFor, type RedemptionsApi } from './domains/redemptions';
export type { FeaturedAdsApi } from './domains/featuredAds';
export { type PremiumServicesApi } from './domains/premiumServices';
export type { QueuesApi, QueueCounts } from './domains/queues';
export {
  INSIGHT_FIGURE_IDS,
  INSIGHTS_BOUND,
  AGE_BUCKETS,
  createInsightsCache,
  type InsightsApi,
  type InsightsOptions,
  type InsightsCache,
  type InsightFigureId,
  type InsightFigure,
  type InsightFigureOf,
  type InsightUnit,
  type InsightRow,
  type InsightSeries,
  type InsightSource,
  type AgeBucket,
  type AgeFigure,
  type OldestPending,
  type PerDayFigure,
  type RatingFigure,
  type SubscriptionsEndingFigure,
  type EndingSubscription,
  type RevenueFigure,
  type TimelineFigure,
  type TimelineAd,
} from './domains/insights';
