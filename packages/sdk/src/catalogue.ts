/**
 * Every user-facing text of the product, in one place: spec §4/§5 (validation), §8 (transport,
 * failures and successes per area) and the confirmation questions. Screens and CLI commands pick
 * texts from here rather than typing them.
 *
 * Texts marked "(SDK)" are not written in the spec (the spec states the rule but no words); they
 * are the SDK's wording for those rules.
 */
export const catalogue = {
  auth: {
    credentialsRequired: 'Username and password are required',
    loginFailed: 'Login failed. Please check your credentials.',
    loginFailedShort: 'Login failed',
    loginSuccess: 'Login successful!',
    loggedOut: 'Logged out successfully',
  },
  transport: {
    sessionExpired: 'Session expired. Please login again.',
    emptyResponse: 'Empty response from server',
    invalidFormat: 'Invalid response format from server',
    invalidEndpoint: 'Invalid endpoint',
    operationCompleted: 'Operation completed successfully',
    /** (SDK) no response: connection refused, reset or DNS failure. */
    network: 'Network error: the server could not be reached',
    /** (SDK) no response within the timeout. */
    timeout: 'The request timed out',
    /** (SDK) a write got no answer within the timeout: it may or may not have been made, so the list was read again. */
    writeTimedOut:
      'The server did not answer in time. The list was read again: check whether the change was made.',
    /** (SDK) the caller aborted the request. */
    aborted: 'The request was aborted',
    /** (SDK) failure without server message and without a caller fallback. */
    requestFailed: 'Request failed',
  },
  /** (SDK) mpa's saved session. */
  savedSession: {
    otherHosts: (
      profile: string,
      issued: { apiUrl: string; authUrl: string },
      asked: { apiUrl: string; authUrl: string },
    ) =>
      `The saved session of profile ${profile} was issued for ${issued.apiUrl} (auth ${issued.authUrl}), not for ${asked.apiUrl} (auth ${asked.authUrl}): ` +
      `its token is not sent there. Run 'mpa login' for this server, or set MPA_TOKEN.`,
  },
  /** (SDK) Requests the SDK refuses to build. */
  requests: {
    dotSegment: (name: string, value: string) =>
      `'${value}' cannot be sent as ${name}: a URL reads '.' and '..' as folder steps, so the request would go to another address`,
  },
  vendors: {
    loadServicesFailed: 'Failed to load services',
    loadFailed: 'Failed to load vendors',
    createFailed: 'Failed to create vendor',
    updateFailed: 'Failed to update vendor',
    deleteFailed: 'Failed to delete vendor',
    statusFailed: 'Failed to update vendor status',
    created: 'Vendor created successfully',
    updated: 'Vendor updated successfully',
    deleted: 'Vendor deleted successfully',
    statusUpdated: 'Vendor status updated successfully',
    duplicatePrimaryService: 'Duplicate primary service found in records!',
    requiredFields: 'Please fill required fields: name, mobile, gender, age, service',
    notFound: 'Vendor not found',
    /** (SDK) */
    confirmDelete: 'Are you sure you want to delete this vendor?',
    /** (SDK) setActive found the vendor already so: nothing was sent. */
    alreadyInState: (active: boolean) => `The vendor is already ${active ? 'active' : 'inactive'}`,
  },
  vendorServices: {
    statusFailed: 'Failed to update vendor status',
    deleteFailed: 'Failed to delete vendor service',
    /** (SDK) */
    loadFailed: 'Failed to load data',
    /** (SDK) */
    confirmDelete: 'Are you sure you want to delete this vendor service?',
    /** (SDK) setActive found the link already so: nothing was sent. */
    alreadyInState: (active: boolean) => `The vendor service is already ${active ? 'active' : 'inactive'}`,
  },
  serviceLinking: {
    loadVendorFailed: 'Failed to load vendor details',
    loadFailed: 'Failed to load data',
    saveFailed: 'Failed to save service links',
    saved: 'Services linked successfully',
    mobileRequired: 'Mobile number is required',
    selectService: 'Please select at least one service',
    invalidRatesUnits: 'Please provide valid rates and units for all selected services',
  },
  services: {
    /** Same words as the vendors screen uses for the service list. */
    loadFailed: 'Failed to load services',
    createFailed: 'Failed to create service',
    updateFailed: 'Failed to update service',
    removeFailed: 'Failed to remove service',
    statusFailed: 'Failed to update service status',
    featuredFailed: 'Failed to update featured status',
    reorderFailed: 'Failed to reorder service',
    created: 'Service created successfully',
    updated: 'Service updated successfully',
    removed: 'Service removed successfully',
    nameRequired: 'Service name is required',
    removeBlocked: 'Cannot remove service with sub-services. Please remove sub-services first.',
    /** (SDK) */
    descriptionTooLong: 'Description must be at most 1000 characters',
    /** (SDK) */
    confirmRemove: 'Are you sure you want to remove this service? Its sub-services are removed too.',
  },
  shops: {
    loadFailed: 'Failed to load shops',
    loadCategoriesFailed: 'Failed to load shop categories',
    deleteFailed: 'Failed to delete shop',
    saveFailed: 'Failed to save shop. Please try again.',
    deleted: 'Shop deleted successfully',
    nameRequired: 'Shop Name is required',
    categoryRequired: 'Shop Category is required',
    addressRequired: 'Shop Address is required',
    phoneRequired: 'At least one phone number is required',
    /** (SDK) */
    confirmDelete: 'Are you sure you want to delete this shop?',
  },
  rewards: {
    loadMappingsFailed: 'Failed to load mappings',
    updateMappingFailed: 'Failed to update mapping',
    loadCodesFailed: 'Failed to load referral codes',
    updateCodeFailed: 'Failed to update referral code',
    loadConfigsFailed: 'Failed to load referral configs',
    updateConfigFailed: 'Failed to update referral config',
    mappingUpdated: 'Mapping updated',
    codeUpdated: 'Referral code updated',
    configUpdated: 'Referral config updated',
    /** (SDK) */
    tokensMin: 'Reward tokens must be 0 or more',
  },
  redemption: {
    updateFailed: 'Update failed',
    updated: 'Redemption request updated',
    statusRequired: 'Status is required.',
    noteRequired: 'Note is required.',
    /** (SDK) */
    loadFailed: 'Failed to load redemption requests',
    /** (SDK) */
    deleteFailed: 'Delete failed',
    /** (SDK) the confirmation before deleting a request, in the panel and in `mpa`. */
    confirmDelete: 'Delete this redemption request?',
    /** (SDK) Approving the selected pending requests with one note (the panel's bulk approve). */
    bulkApprove: {
      title: 'Approve selected requests',
      submit: (n: number) => `Approve ${n}`,
      intro: (n: number) => `${n} pending request${n === 1 ? '' : 's'} will be approved with this note.`,
      noteLabel: 'Note:',
      approved: (done: number, total: number, failed: number) =>
        `${done} of ${total} redemption requests approved${failed ? `, ${failed} failed` : ''}`,
    },
  },
  featuredAds: {
    deleteFailed: 'Delete failed',
    saveFailed: 'Save failed',
    deleted: 'Ad deleted',
    updated: 'Ad updated',
    added: 'Ad added',
    confirmDelete: 'Delete this ad?',
    /** (SDK) */
    loadFailed: 'Failed to load featured ads',
    /** (SDK) */
    datesRequired: 'Start date and end date are required',
    /** (SDK) */
    priorityRequired: 'Priority is required',
    /** (SDK) */
    priorityMin: 'Priority must be a number of at least 1',
    /** (SDK) */
    imageOnly: 'Only image files are allowed',
  },
  shopCategories: {
    loadFailed: 'Failed to load categories',
    reorderFailed: 'Failed to reorder',
    reorderNotImplemented: 'reOrderCategory API not implemented',
    deleteFailed: 'Delete failed',
    updateFailed: 'Update failed',
    createFailed: 'Create failed',
    operationFailed: 'Operation failed',
    orderUpdated: 'Category order updated',
    deleted: 'Category deleted',
    updated: 'Category updated',
    created: 'Category created',
    confirmDelete: 'Delete this category?',
    empty: 'No categories found',
    loading: 'Loading...',
    /** (SDK) */
    nameRequired: 'Category name is required',
    /** (SDK) */
    imageOnly: 'Only image files are allowed',
  },
  paidServices: {
    loadFailed: 'Failed to load paid services',
    saveFailed: 'Failed to create/update premium service',
    loadDetailsFailed: 'Failed to load paid service details',
    deleteFailed: 'Failed to delete paid service',
    statusFailed: 'Failed to update status',
    created: 'Paid service created successfully',
    updated: 'Paid service updated successfully',
    deleted: 'Paid service deleted successfully',
    statusUpdated: 'Paid service status updated successfully',
    requiredFields: 'Please fill all required fields.',
    confirmDelete: 'Are you sure you want to delete this paid service?',
    empty: 'No premium services found.',
    /** (SDK) */
    loadPlansFailed: 'Failed to load subscription plans',
  },
  reviews: {
    loadPendingFailed: 'Failed to fetch reviews for moderation',
    loadApprovedFailed: 'Failed to fetch approved reviews',
    loadRejectedFailed: 'Failed to fetch rejected reviews',
    publishFailed: 'Failed to publish review',
    deleteFailed: 'Failed to delete review',
    published: 'Review published',
    deleted: 'Review deleted',
    confirmDelete: 'Are you sure you want to delete this review?',
    empty: 'No reviews for moderation found.',
    /** (SDK) */
    notesTooLong: 'Moderator notes must be at most 200 characters',
    /** (SDK) */
    loadFlaggedFailed: 'Failed to fetch flagged reviews',
    /** (SDK) */
    resolveFlagFailed: 'Failed to resolve flag',
  },
  users: {
    /** (SDK) */
    loadFailed: 'Failed to load users',
    /** (SDK) */
    createFailed: 'Failed to create user',
  },
  appointments: {
    fillAllFields: 'Please fill all fields',
    created: 'Appointment created successfully',
  },
  profile: {
    passwordsMismatch: 'New passwords do not match',
    passwordTooShort: 'Password must be at least 8 characters',
  },
  clients: {
    requiredFields: 'Please fill all required fields',
  },
  /** (SDK) Undo on the success toast of a reversible change (toggles, reorders): the action and what it says when done. */
  undo: {
    action: 'Undo',
    vendorStatus: 'Vendor status restored',
    vendorServiceStatus: 'Vendor service status restored',
    referralCode: 'Referral code restored',
    paidServiceStatus: 'Paid service status restored',
    serviceStatus: 'Service status restored',
    serviceFeatured: 'Featured status restored',
    serviceOrder: 'Service order restored',
    categoryOrder: 'Category order restored',
  },
  /** (SDK) The work queues' badges. */
  queues: {
    redemptionsPending: (n: number) => `${n} pending redemption request${n === 1 ? '' : 's'}`,
    reviewsWaiting: (pending: number, flags: number) =>
      `${pending} pending review${pending === 1 ? '' : 's'}, ${flags} unresolved flag${flags === 1 ? '' : 's'}`,
  },
  /** (SDK) The dashboard's figures and `mpa insights` (a client translates rows by their keys). */
  insights: {
    titles: {
      'pending-redemptions-by-age': 'Pending redemptions by age',
      'pending-reviews-by-age': 'Pending reviews by age',
      'redemption-requests-per-day': 'Redemption requests per day',
      'reviews-by-rating': 'Reviews by rating',
      'subscriptions-ending': 'Paid subscriptions ending in the next 30 days',
      'revenue-by-month': 'Paid services revenue by month',
      'featured-ads-timeline': 'Featured ads timeline',
    },
    ageBuckets: {
      '<1d': 'Under 1 day',
      '1-3d': '1–3 days',
      '3-7d': '3–7 days',
      '7-30d': '7–30 days',
      '>30d': 'Over 30 days',
    },
    stars: { '1': '1 star', '2': '2 stars', '3': '3 stars', '4': '4 stars', '5': '5 stars' },
    adStates: { live: 'Live', upcoming: 'Upcoming', ended: 'Ended' },
    /** A week's row of the subscriptions ending: its first and last day. */
    week: (first: string, last: string) => `${first} – ${last}`,
    /** The figure's source when a list was longer than the bound. */
    truncated: (bound: number) => `Counted the first ${bound} records of a longer list`,
    oldest: (id: number, age: string) => `Oldest: #${id}, ${age}`,
    unknownFigure: (id: string, ids: readonly string[]) =>
      `Unknown figure '${id}': use one of ${ids.join(', ')}`,
    boundRange: 'The bound must be a whole number of at least 1',
    invalidNow: 'The moment to compute the figures at is no valid date',
  },
  /** (SDK) Image fields of the forms (spec §2: an icon upload "with preview and a remove button"). */
  images: {
    /**
     * Under a saved image on a form whose call has no way to say "no image" (spec §7 names only a file field,
     * which an update without a file leaves as it is): the image can be replaced, not removed.
     */
    cannotRemoveSaved: 'This server can replace a saved image but not remove it.',
  },
  /** (SDK) Texts every screen and command shares. */
  common: {
    /** The spec's loading text (shop categories), used wherever something loads. */
    loading: 'Loading...',
  },
  /** (ours) A list drawn as cards on a phone: the card's disclosure of the columns not on its face, its sort picker. */
  cards: {
    moreDetails: 'More details',
    sortBy: 'Sort by',
    descending: 'Descending',
  },
  /**
   * (SDK) Column headers of the lists, by message id: the panel's grid headers, the CLI's table headers
   * (src/columns/lists.ts says which list shows which).
   */
  columns: {
    id: 'ID',
    adId: 'Ad ID',
    age: 'Age',
    name: 'Name',
    image: 'Image',
    mobile: 'Mobile',
    email: 'Email',
    service: 'Service',
    gender: 'Gender',
    yearOfBirth: 'Year of Birth',
    experience: 'Experience',
    status: 'Status',
    vendor: 'Vendor',
    shop: 'Shop',
    unit: 'Unit',
    rate: 'Rate',
    rating: 'Rating',
    shopName: 'Shop Name',
    category: 'Category',
    address: 'Address',
    phones: 'Phones',
    whatsApp: 'WhatsApp',
    active: 'Active',
    verified: 'Verified',
    order: 'Order',
    icon: 'Icon',
    categoryName: 'Category Name',
    code: 'Code',
    userType: 'User Type',
    vendorOrClient: 'Vendor or Client',
    userName: 'User Name',
    method: 'Method',
    tokens: 'Tokens',
    value: 'Value',
    requested: 'Requested',
    note: 'Note',
    startDate: 'Start Date',
    endDate: 'End Date',
    priority: 'Priority',
    subscription: 'Subscription',
    period: 'Period',
    amountPaid: 'Amount Paid',
    payment: 'Payment',
    redemptionType: 'Redemption Type',
    requiredTokens: 'Required Tokens',
    equivalentValue: 'Equivalent Value',
    referrer: 'Referrer',
    referred: 'Referred',
    referrerRewardTokens: 'Referrer reward tokens',
    referredRewardTokens: 'Referred reward tokens',
    title: 'Title',
    reviewText: 'Review',
    created: 'Created',
    moderatorNotes: 'Moderator Notes',
    featured: 'Featured',
    parent: 'Parent',
    flag: 'Flag',
    review: 'Review ID',
    serviceId: 'Service ID',
    appointments: 'Appointments',
    vendorActive: 'Vendor Active',
    redemptionId: 'Redemption ID',
    userId: 'User ID',
    client: 'Client',
    vendorId: 'Vendor ID',
    shopId: 'Shop ID',
    position: 'Position',
    serviceFor: 'Service For',
    paymentMethod: 'Payment Method',
    transactionId: 'Transaction ID',
  },
  /** (SDK) Words for codes and flags in lists (spec §3, §9): the same in the panel's cells and the CLI's. */
  values: {
    active: 'Active',
    inactive: 'Inactive',
    blocked: 'Blocked',
    vendor: 'Vendor',
    client: 'Client',
    yes: 'Yes',
    no: 'No',
    noSubscription: 'No subscription',
    male: 'Male',
    female: 'Female',
    other: 'Other',
    pending: 'Pending',
    approved: 'Approved',
    rejected: 'Rejected',
  },
  /** (SDK) Texts of the CLI's tables. */
  tables: {
    unknownTimeZone: (name: string) =>
      `Unknown time zone '${name}': use one of UTC-8, UTC-7, UTC-6, UTC-5, UTC+0, UTC+1 or an IANA name such as Europe/Paris`,
    columnsLeftOut: (labels: string[]) =>
      `Not shown to fit the terminal: ${labels.join(', ')} (--wide shows every column)`,
  },
  /** (SDK) Texts of the operations layer: paging, bulk runs, exports. */
  operations: {
    /** The outcome of an item found no longer pending (someone else, or an earlier attempt whose answer was lost). */
    alreadyProcessed: 'Already processed',
    done: 'Succeeded',
    failed: 'Failed',
    notFound: 'Not found',
    concurrencyRange: 'Concurrency must be a whole number from 1 to 64',
    checkFailed: (reason: string) => `Could not check the item on the server: ${reason}`,
    /** An item in doubt that the server's lists did not show, pending or decided, however often read. */
    notConfirmed: 'Could not be confirmed: the server did not show this item as pending or decided',
    /** What a plan of every pending item covers. */
    planCoverage: (c: {
      planned: number;
      pendingAtStart: number;
      decidedByOthers: number;
      addedByOthers: number;
      settled: boolean;
    }) =>
      `Plan: ${c.planned} pending (${c.pendingAtStart} when the read began; while it was read, ${c.decidedByOthers} decided and ${c.addedByOthers} added by others` +
      `${c.settled ? '' : '; the list kept changing, so the plan is every item seen pending'}).`,
    journalLocked: (pid: number | undefined, path: string) =>
      `Another run of this operation is in progress${pid ? ` (process ${pid})` : ''}: its journal ${path} is locked. Wait for it to finish, or stop that process first.`,
    journalOfAnother: (held: string, wanted: string) =>
      `The journal holds a run of ${held}, not of ${wanted}`,
    pageSizeCapped: (sent: number, asked: number) =>
      `The server sent ${sent} rows for a page of ${asked}: read from page 1, or with a page size of ${sent}`,
    exportCancelled: 'Export cancelled',
  },
  /** (SDK) The panel's Export menu of a list. */
  exports: {
    button: 'Export',
    menuLabel: 'Export format',
    progressLabel: 'Export progress',
    progress: (done: number, total: number) => `Exporting... ${done} of ${total}`,
    exported: (rows: number, file: string) => `Exported ${rows} row${rows === 1 ? '' : 's'} to ${file}`,
    /** The command palette's export of every referral code, while it runs. */
    allReferralCodes: 'Exporting every referral code...',
  },
} as const;

export type Catalogue = typeof catalogue;
