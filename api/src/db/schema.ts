import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/**
 * The one description of the database, for MySQL/MariaDB and SQLite alike.
 * Money is integer feninga (1 KM = 100), VAT included. Timestamps are ISO-8601 strings (portable across dialects).
 * Booleans are 0/1 integers (SQLite has no boolean type).
 */
export interface Database {
  categories: CategoriesTable;
  subcategories: SubcategoriesTable;
  manufacturers: ManufacturersTable;
  products: ProductsTable;
  product_images: ProductImagesTable;
  product_specifications: ProductSpecificationsTable;
  product_former_slugs: ProductFormerSlugsTable;
  promotions: PromotionsTable;
  promotion_products: PromotionProductsTable;
  users: UsersTable;
  sessions: SessionsTable;
  cart_items: CartItemsTable;
  compare_items: CompareItemsTable;
  favourites: FavouritesTable;
  proforma_requests: ProformaRequestsTable;
  proforma_replies: ProformaRepliesTable;
  proforma_request_items: ProformaRequestItemsTable;
  quotes: QuotesTable;
  quote_lines: QuoteLinesTable;
  quote_messages: QuoteMessagesTable;
  email_outbox: EmailOutboxTable;
  contact_messages: ContactMessagesTable;
  orders: OrdersTable;
  order_lines: OrderLinesTable;
  stored_files: StoredFilesTable;
  public_files: PublicFilesTable;
  account_tokens: AccountTokensTable;
  user_addresses: UserAddressesTable;
  order_status_history: OrderStatusHistoryTable;
  loyalty_ledger: LoyaltyLedgerTable;
  stock_notifications: StockNotificationsTable;
  audit_log: AuditLogTable;
  import_jobs: ImportJobsTable;
  import_files: ImportFilesTable;
  import_file_chunks: ImportFileChunksTable;
  search_synonyms: SearchSynonymsTable;
  search_queries: SearchQueriesTable;
  releases: ReleasesTable;
  english_terms: EnglishTermsTable;
  customer_groups: CustomerGroupsTable;
  companies: CompaniesTable;
  company_delivery_addresses: CompanyDeliveryAddressesTable;
  company_members: CompanyMembersTable;
  price_lists: PriceListsTable;
  price_list_rules: PriceListRulesTable;
  approval_requests: ApprovalRequestsTable;
  approval_request_lines: ApprovalRequestLinesTable;
}

type CreatedAt = ColumnType<string, string | undefined, never>;
/** The English twin of a Serbian text; null (or left out on insert) shows the Serbian text (decision 019). */
type EnglishText = ColumnType<string | null, string | null | undefined, string | null>;

export interface CategoriesTable {
  id: Generated<number>;
  /** The spec's slug, e.g. `televizori,-audio,-video` (kept exactly, diacritics and commas included). */
  slug: string;
  name: string;
  name_en: EnglishText;
  image_url: string;
  position: number;
}

export interface SubcategoriesTable {
  id: Generated<number>;
  category_id: number;
  slug: string;
  name: string;
  name_en: EnglishText;
  position: number;
}

export interface ManufacturersTable {
  id: Generated<number>;
  name: string;
}

export interface ProductsTable {
  id: Generated<number>;
  slug: string;
  name: string;
  name_en: EnglishText;
  short_description: string;
  short_description_en: EnglishText;
  product_code: string;
  /** EAN-13. */
  barcode: string;
  manufacturer_id: number;
  subcategory_id: number;
  stock: number;
  /** Regular price with VAT, feninga. */
  price_minor: number;
  /** Sale price with VAT, feninga; only meaningful when on_sale = 1. */
  sale_price_minor: number | null;
  on_sale: number;
  warranty_months: number;
  label: string | null;
  label_en: EnglishText;
  label_color: string | null;
  /** The main image (also the first row of product_images). */
  image_url: string;
  created_at: CreatedAt;
  updated_at: string;
  /** Bumped by every staff save of the product's fields: an editor's stale version answers EDIT_CONFLICT. */
  version: ColumnType<number, number | undefined, number>;
  /** 0/1: a hidden product is gone from the shop (listings, search, product page, sitemap, cart, compare). */
  hidden: ColumnType<number, number | undefined, number>;
}

export interface ProductImagesTable {
  id: Generated<number>;
  product_id: number;
  url: string;
  position: number;
}

export interface ProductSpecificationsTable {
  id: Generated<number>;
  product_id: number;
  name: string;
  value: string;
  position: number;
}

/** Slugs a product used to have: a request for one answers 301 with the current slug. */
export interface ProductFormerSlugsTable {
  slug: string;
  product_id: number;
}

export interface PromotionsTable {
  id: Generated<number>;
  slug: string;
  name: string;
  name_en: EnglishText;
  starts_at: string | null;
  ends_at: string | null;
}

export interface PromotionProductsTable {
  promotion_id: number;
  product_id: number;
  position: number;
}

export interface UsersTable {
  id: Generated<number>;
  email: string;
  username: string;
  /** Admin | Editor | Korisnik */
  role: string;
  /** argon2id */
  password_hash: string;
  avatar_url: string | null;
  created_at: CreatedAt;
  /** The profile (/korisnik): phone, and for a business customer the company and its JIB. */
  phone: ColumnType<string | null, string | null | undefined, string | null>;
  company_name: ColumnType<string | null, string | null | undefined, string | null>;
  jib: ColumnType<string | null, string | null | undefined, string | null>;
  /** The new address of an email change, until the link sent to it is opened. */
  pending_email: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the emailed link confirmed the address; an account signs in only once it is set. */
  email_verified_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** Set by an Admin: the account cannot sign in. */
  deactivated_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** The customer group staff put the user in ("Partneri", "Obrazovanje"): its price lists apply to them. */
  customer_group_id: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface SessionsTable {
  /** sha256 of the cookie's random token, hex: a leaked table does not leak live cookies. */
  id: string;
  user_id: number | null;
  created_at: CreatedAt;
  expires_at: string;
}

export interface CartItemsTable {
  id: Generated<number>;
  session_id: string | null;
  user_id: number | null;
  product_id: number;
  quantity: number;
  added_at: CreatedAt;
}

export interface CompareItemsTable {
  id: Generated<number>;
  session_id: string | null;
  user_id: number | null;
  product_id: number;
  added_at: CreatedAt;
}

export interface FavouritesTable {
  user_id: number;
  product_id: number;
  added_at: CreatedAt;
}

export interface ProformaRequestsTable {
  id: Generated<number>;
  session_id: string | null;
  user_id: number | null;
  company_name: string;
  jib: string;
  contact_person: string;
  email: string;
  city: string;
  postal_code: string;
  address: string;
  phone: string;
  created_at: CreatedAt;
  /** Marked answered in the admin panel: when, and the staff member's email. */
  answered_at: ColumnType<string | null, string | null | undefined, string | null>;
  answered_by: ColumnType<string | null, string | null | undefined, string | null>;
  /** sr | en: the language of the page it was asked from; the emails about it are written in it. */
  language: ColumnType<string, string | undefined, string>;
  /** The company a signed-in member asked for (its administrator sees the request and its quote); else null. */
  company_id: ColumnType<number | null, number | null | undefined, never>;
}

/** A staff reply to a pro-forma request, emailed to the customer (issue 25). */
export interface ProformaRepliesTable {
  id: Generated<number>;
  proforma_request_id: number;
  message: string;
  /** The staff member's email. */
  sent_by: string;
  created_at: CreatedAt;
}

export interface ProformaRequestItemsTable {
  id: Generated<number>;
  proforma_request_id: number;
  product_id: number;
  product_name: string;
  quantity: number;
  /** Unit price with VAT at the moment of the request, feninga. */
  unit_price_minor: number;
}

/** A staff answer to a pro-forma request with prices (issue 27): one per request, revised in place. */
export interface QuotesTable {
  id: Generated<number>;
  proforma_request_id: number;
  /** SHA-256 (hex) of the customer's link token: a leaked table opens no quote. */
  token_hash: string;
  /** sent | change_requested | accepted | declined (expired is computed from `valid_until`). */
  state: string;
  /** 1 for the first answer, +1 for each revised quote sent again. */
  revision: number;
  /** The last day it may be accepted, YYYY-MM-DD (Sarajevo). */
  valid_until: string;
  delivery_minor: number;
  payment_terms: string;
  note: string;
  /** The order an acceptance placed. */
  order_id: number | null;
  /** The staff member's email who sent the current revision, and when. */
  sent_by: string;
  sent_at: string;
  /** When the customer accepted or declined it. */
  decided_at: string | null;
}

export interface QuoteLinesTable {
  id: Generated<number>;
  quote_id: number;
  product_id: number;
  product_name: string;
  quantity: number;
  /** The price the quote started from (the product's price for the buyer at the time), feninga with VAT. */
  starting_price_minor: number;
  unit_price_minor: number;
  /** Why the quoted price differs from the starting price (required then, null otherwise). */
  price_reason: string | null;
}

/** The quote's thread: the customer's change requests and the staff's notes with each revision. */
export interface QuoteMessagesTable {
  id: Generated<number>;
  quote_id: number;
  /** customer | staff */
  author: string;
  message: string;
  created_at: string;
}

/** Emails waiting for (or done with) delivery by the outbox worker: a message is never dropped, only retried. */
export interface EmailOutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  /** JSON list of { filename, contentType?, contentBase64 }. */
  attachments_json: string | null;
  /** pending | sent */
  status: ColumnType<string, string | undefined, string>;
  attempts: ColumnType<number, number | undefined, number>;
  /** Higher is sent first (EMAIL_PRIORITY in outbox/enqueue.ts); 0 is normal. */
  priority: ColumnType<number, number | undefined, number>;
  next_attempt_at: string;
  last_error: string | null;
  created_at: CreatedAt;
  sent_at: string | null;
}

/** A message from the contact page (also queued as an email to staff). */
export interface ContactMessagesTable {
  id: Generated<number>;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  /** sr | en: the page it was sent from. */
  language: string;
  created_at: CreatedAt;
  /** Marked handled in the admin panel: when, and the staff member's email. */
  handled_at: ColumnType<string | null, string | null | undefined, string | null>;
  handled_by: ColumnType<string | null, string | null | undefined, string | null>;
}

/** An order (checkout). status: nova | potvrđena | poslana | isporučena | otkazana; money in feninga, VAT included. */
export interface OrdersTable {
  id: Generated<number>;
  /** Shown to the customer, e.g. 2026-000042; set right after the insert (derived from the id). */
  number: string | null;
  session_id: string | null;
  user_id: number | null;
  status: string;
  /** pouzece | uplatnica | kartica */
  payment_method: string;
  /** Bank transfer: the reference number (poziv na broj); card: the provider's transaction id. */
  payment_reference: string | null;
  customer_name: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  postal_code: string;
  note: string;
  subtotal_minor: number;
  shipping_minor: number;
  total_minor: number;
  /** Paid with loyalty points (100 points = 1 KM), already taken off `total_minor`. */
  loyalty_discount_minor: ColumnType<number, number | undefined, number>;
  /** "R1 račun": the company the invoice is issued to; all three null for a private buyer. */
  r1_company_name: ColumnType<string | null, string | null | undefined, string | null>;
  r1_jib: ColumnType<string | null, string | null | undefined, string | null>;
  r1_company_address: ColumnType<string | null, string | null | undefined, string | null>;
  /** sr | en: the language the customer ordered in; every email about the order is written in it. */
  language: ColumnType<string, string | undefined, string>;
  /** Set when the order is "poslana": who carries it, its tracking number and the courier's tracking page. */
  courier: ColumnType<string | null, string | null | undefined, string | null>;
  tracking_number: ColumnType<string | null, string | null | undefined, string | null>;
  tracking_url: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
  updated_at: string;
  /** The payment page's key for one checkout attempt (UNIQUE): a repeated submit finds its order instead of a new one. */
  idempotency_key: ColumnType<string | null, string | null | undefined, never>;
  /** The company a member ordered for (priced by its lists, earns no loyalty points); null for a consumer. */
  company_id: ColumnType<number | null, number | null | undefined, never>;
}

/** A line of an order: a snapshot of the product's name and price at the moment of the order. */
export interface OrderLinesTable {
  id: Generated<number>;
  order_id: number;
  product_id: number;
  product_name: string;
  quantity: number;
  unit_price_minor: number;
}

/** A file's content, stored once however many paths serve it (content-addressed: the key is its SHA-256, in hex). */
export interface StoredFilesTable {
  sha256: string;
  content_type: string;
  byte_size: number;
  bytes: Buffer;
  created_at: CreatedAt;
}

/** A public URL path (e.g. `/slike/proizvodi/<slug>-1.svg`, as product_images.url holds it) and the content it serves. */
export interface PublicFilesTable {
  path: string;
  sha256: string;
  created_at: CreatedAt;
}

/** The account's address book; at most one default delivery and one default billing address per user (0/1). */
export interface UserAddressesTable {
  id: Generated<number>;
  user_id: number;
  /** The recipient, or the contact person of a company. */
  name: string;
  /** Empty for a private address. */
  company_name: string;
  jib: string;
  phone: string;
  address: string;
  city: string;
  postal_code: string;
  is_default_delivery: ColumnType<number, number | undefined, number>;
  is_default_billing: ColumnType<number, number | undefined, number>;
  created_at: CreatedAt;
}

/** Every status an order took (written at placement and by `changeOrderStatus`): the order's timeline. */
export interface OrderStatusHistoryTable {
  id: Generated<number>;
  order_id: number;
  status: string;
  created_at: CreatedAt;
}

/**
 * The token of an emailed account link (verify the email, reset the password, register after a guest order): only
 * its SHA-256 is kept; single use (`used_at`), and issuing a new one of a kind for an email voids the older ones.
 */
export interface AccountTokensTable {
  id: Generated<number>;
  /** verify | reset | invite */
  /** verify | reset | invite | changeEmail | deleteAccount | companyInvite */
  kind: string;
  /** sha256 of the link's random token, hex. */
  token_hash: string;
  /** The account (verify, reset); null for an invitation to register. */
  user_id: number | null;
  email: string;
  expires_at: string;
  /** Set when the link was used, or voided by a newer one. */
  used_at: string | null;
  created_at: CreatedAt;
}

/**
 * The loyalty points ledger, append-only: a user's balance is derived from it. `points` > 0 for credits (earn,
 * release), < 0 for debits (reverse, redeem, expire).
 */
export interface LoyaltyLedgerTable {
  id: Generated<number>;
  user_id: number;
  /** earn | reverse | redeem | release | expire (`LoyaltyEntryKind`) */
  kind: string;
  points: number;
  order_id: number | null;
  /** An `expire` row: the credit whose unspent rest expired. */
  credit_id: number | null;
  created_at: CreatedAt;
  /** A credit's expiry. */
  expires_at: string | null;
}

/** One staff write (admin panel): who, what, the JSON before and after, and the IP. Append-only. */
export interface AuditLogTable {
  id: Generated<number>;
  user_id: number | null;
  user_email: string;
  /** `<entity>.<verb>`, e.g. `product.update`, `order.status`. */
  action: string;
  entity: string;
  entity_id: string | null;
  before_json: string | null;
  after_json: string | null;
  ip: string;
  created_at: CreatedAt;
}

export type ProductRow = Selectable<ProductsTable>;
export type NewProduct = Insertable<ProductsTable>;
export type ProductUpdate = Updateable<ProductsTable>;
export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;
export type AccountTokenRow = Selectable<AccountTokensTable>;
export type CategoryRow = Selectable<CategoriesTable>;
export type SubcategoryRow = Selectable<SubcategoriesTable>;

/** "Obavijesti me": an address waiting for a product to be back in stock; notified_at is set when the email is queued. */
export interface StockNotificationsTable {
  id: Generated<number>;
  product_id: number;
  /** Lower case: one row per product and address. */
  email: string;
  user_id: number | null;
  /** sr | en: the language of the page it was asked from, and of the email. */
  language: string;
  created_at: CreatedAt;
  notified_at: string | null;
}

/**
 * A CSV import of products (admin panel): the dry run's plan and row errors (`checked`), then the background job's
 * progress (`running` → `done` | `failed`). The uploaded file stays in `import_files` (`file_id`) until the job ends.
 */
export interface ImportJobsTable {
  id: Generated<number>;
  /** checked | running | done | failed */
  state: string;
  file_name: string;
  /** The upload (import_files.id) while it may still be imported; null once the job ended or the file expired. */
  file_id: number | null;
  user_id: number | null;
  user_email: string;
  total_rows: ColumnType<number, number | undefined, number>;
  invalid_rows: ColumnType<number, number | undefined, number>;
  planned_create: ColumnType<number, number | undefined, number>;
  planned_update: ColumnType<number, number | undefined, number>;
  planned_unchanged: ColumnType<number, number | undefined, number>;
  processed_rows: ColumnType<number, number | undefined, number>;
  created: ColumnType<number, number | undefined, number>;
  updated: ColumnType<number, number | undefined, number>;
  unchanged: ColumnType<number, number | undefined, number>;
  failed: ColumnType<number, number | undefined, number>;
  /** JSON list of row errors `{ line, column, code, params? }` (the first ones; the count is `invalid_rows`/`failed`). */
  errors_json: string | null;
  /** Why a failed job stopped (an error code). */
  failure_code: string | null;
  created_at: CreatedAt;
  started_at: string | null;
  heartbeat_at: string | null;
  finished_at: string | null;
}

/**
 * An uploaded CSV file, in the database so any API instance can read it (its bytes are in import_file_chunks).
 * `byte_size` and `chunk_count` are null until the upload is wholly stored.
 */
export interface ImportFilesTable {
  id: Generated<number>;
  byte_size: number | null;
  chunk_count: number | null;
  created_at: CreatedAt;
}

/** A piece of an uploaded file's bytes: pieces 0…chunk_count-1, read in order, are the file. */
export interface ImportFileChunksTable {
  file_id: number;
  position: number;
  bytes: Buffer;
}

/** A group of phrases that mean the same to the search, as staff typed them, comma-separated. */
export interface SearchSynonymsTable {
  id: Generated<number>;
  terms: string;
  created_at: CreatedAt;
  updated_at: ColumnType<string, string | undefined, string>;
}

/** How often shoppers searched a (folded) query on a day, and how often it found nothing. */
export interface SearchQueriesTable {
  /** `YYYY-MM-DD`, UTC. */
  day: string;
  query: string;
  searches: number;
  zero_results: number;
}

/** A release of the shell or a remote kept under `releases/<package>/<release_id>/`; the live one has the latest `live_since`. */
export interface ReleasesTable {
  id: Generated<number>;
  /** `shell` or a remote's name. */
  package: string;
  release_id: string;
  created_at: string;
  /** When it last went live; null for one never switched to. */
  live_since: string | null;
}

/** The English of a word specifications are made of (a name "Boja" or a value "Crna"), compared byte for byte. */
export interface EnglishTermsTable {
  id: Generated<number>;
  /** Unique. */
  serbian: string;
  english: string;
}

/** A named group of business customers ("Partneri", "Obrazovanje"); price lists can be made for a whole group. */
export interface CustomerGroupsTable {
  id: Generated<number>;
  name: string;
}

/** A business customer. Its price lists and its group's apply to its members once staff verified it. */
export interface CompaniesTable {
  id: Generated<number>;
  name: string;
  /** JIB, 13 digits (unique). */
  jib: string;
  /** PDV number, 12 digits; null for a company outside the VAT system. */
  pdv_number: string | null;
  seat_address: string;
  customer_group_id: number | null;
  verified_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** A buyer's order above this total (feninga with VAT) waits for an administrator's approval; null: never. */
  approval_limit_minor: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: CreatedAt;
}

export interface CompanyDeliveryAddressesTable {
  id: Generated<number>;
  company_id: number;
  address: string;
}

/** A user's place in a company (at most one): `kupac` (buyer) or `administrator` (approves, invites colleagues). */
export interface CompanyMembersTable {
  user_id: number;
  company_id: number;
  role: string;
  created_at: CreatedAt;
}

/** Prices for one company or one customer group, valid between two dates (inclusive, Sarajevo time; null: open). */
export interface PriceListsTable {
  id: Generated<number>;
  name: string;
  valid_from: string | null;
  valid_to: string | null;
  company_id: number | null;
  customer_group_id: number | null;
  created_at: CreatedAt;
  updated_at: string;
}

/**
 * One price of a list: for a product, a category or a manufacturer (exactly one is set), from `min_quantity` pieces
 * on (the tiers: 1, 5, 20 …), either a unit price (feninga with VAT) or a percentage off (basis points, 750 = 7.5 %).
 */
export interface PriceListRulesTable {
  id: Generated<number>;
  price_list_id: number;
  product_id: number | null;
  category_id: number | null;
  manufacturer_id: number | null;
  min_quantity: number;
  price_minor: number | null;
  percent_off_bp: number | null;
}

/**
 * A company buyer's checkout above the company's approval limit: the order it would be, waiting for an administrator.
 * `state`: ceka | odobreno (order_id set) | odbijeno (decline_reason optional).
 */
export interface ApprovalRequestsTable {
  id: Generated<number>;
  company_id: number;
  buyer_id: number;
  state: string;
  /** pouzece | uplatnica (a waiting order is not paid by card). */
  payment_method: string;
  /** The checkout form's delivery details and R1 invoice, JSON: `{ kupac, r1? }`. */
  customer_json: string;
  /** The order's total when requested (the buyer's prices then, delivery included), feninga with VAT. */
  total_minor: number;
  /** The company's limit it was above. */
  limit_minor: number;
  /** The buyer's language at checkout: the emails about the request are written in it. */
  language: string;
  created_at: string;
  decided_by: number | null;
  decided_at: string | null;
  decline_reason: string | null;
  order_id: number | null;
}

export interface ApprovalRequestLinesTable {
  id: Generated<number>;
  request_id: number;
  product_id: number;
  product_name: string;
  quantity: number;
  /** The buyer's price when requested; approving charges the price resolved then. */
  unit_price_minor: number;
}
