/**
 * Top-level Firestore collection names, defined once. Repositories build their references from
 * these (with the converters of ./converter.ts) instead of spelling paths in each query. Grouped
 * by the data module that owns them, in the order of firestore.rules' chapters;
 * collections.test.ts checks that no code outside src/data spells a name in a reference.
 */
export const COLLECTIONS = {
  // users.ts
  users: 'users',
  signUpNotifications: 'sign_up_notifications',
  // settings.ts
  appConfig: 'app_config',
  teamContacts: 'team_contacts',
  notificationEmails: 'notification_emails',
  // counters.ts
  counters: 'counters',
  // territories.ts
  territories: 'territories',
  llcs: 'llcs',
  // franchiseLocations.ts, deliveryLocations.ts
  franchiseLocations: 'franchise_locations',
  deliveryLocations: 'delivery_locations',
  // items.ts
  items: 'items',
  itemCatalogueIndex: 'item_catalogue_index',
  // orders.ts
  orders: 'orders',
  draftOrders: 'draft_orders',
  orderNotifications: 'orderNotifications',
  fulfillmentNotes: 'fulfillment_notes',
  // announcements.ts
  announcements: 'announcements',
  // training.ts
  trainingVideoCategories: 'training_video_categories',
  trainingVideos: 'training_videos',
  // complianceCatalogue.ts
  complianceReportSections: 'compliance_report_sections',
  complianceReportQuestions: 'compliance_report_questions',
  // complianceReports.ts
  complianceReports: 'compliance_reports',
  complianceSignoffs: 'compliance_signoffs',
  // complianceActions.ts
  complianceActions: 'compliance_actions',
  // mysteryShopper.ts
  mysteryShopperReports: 'mystery_shopper_reports',
  // approvals.ts
  approvals: 'approvals',
  approvalRouting: 'approval_routing',
  // salesLedger.ts
  salesEntries: 'sales_entries',
  territorySalesDays: 'territory_sales_days',
  itemSalesDaily: 'item_sales_daily',
  itemSalesRollups: 'item_sales_rollups',
  territoryItemSalesRollups: 'territory_item_sales_rollups',
  territoryItemTypeRollups: 'territory_item_type_rollups',
  salesAdjustments: 'sales_adjustments',
  salesBenchmarks: 'sales_benchmarks',
  salesRollups: 'sales_rollups',
  territorySalesRollups: 'territory_sales_rollups',
  chainSalesRollups: 'chain_sales_rollups',
  // royalty.ts
  royaltySettings: 'royalty_settings',
  royaltyStatements: 'royalty_statements',
  // inventory.ts
  inventoryReports: 'inventory_reports',
  inventorySettings: 'inventory_settings',
  otherExpenses: 'other_expenses',
  cogsPeriodRollups: 'cogs_period_rollups',
  cogsLocationTrends: 'cogs_location_trends',
  stockTransfers: 'stock_transfers',
  // mail.ts
  mail: 'mail',
  emailOptOuts: 'email_opt_outs',
  notificationPreferences: 'notification_preferences',
  mailDigestItems: 'mail_digest_items',
  // errorReports.ts
  errorReports: 'error_reports',
} as const;

/**
 * Subcollection names (under a document of a top-level collection), kept apart from COLLECTIONS
 * because they are never a path's first segment. Both live under `inventory_reports/{id}`
 * (inventory.ts).
 */
export const SUBCOLLECTIONS = {
  countLines: 'count_lines',
  stockMovements: 'stock_movements',
} as const;
