// Tables of what customers make and send: uploads, configurations, drafts, recipient lists,
// contact inquiries and WunderLinks (Kysely types; see schema.ts).

/** A stored customer image (issue 4), named `<sha256 of the stored bytes>.<png|jpg>`. */
export interface UploadsTable {
  name: string;
  /** SHA-256 (hex) of the bytes as uploaded, before metadata was stripped. */
  source_sha256: string;
  content_type: string;
  bytes: number;
  width_px: number;
  height_px: number;
  session_id: string;
  account_id: string | null;
  date_created: string;
}

/** An order configuration (issue 4): the configurator's JSON, recipients included. */
export interface ConfigurationsTable {
  id: string;
  session_id: string;
  account_id: string | null;
  /** The store product of the configuration's canvas. */
  product_id: string;
  card_count: number;
  data: string;
  date_created: string;
  date_updated: string;
}

/** A signed-in customer's saved draft (issue 10); summary columns derived at save. */
export interface DraftsTable {
  id: string;
  account_id: string;
  /** 1 at creation, +1 with every save; `DELETE /swell/drafts/{id}/{revision}` names it. */
  revision: number;
  /** The `orderData` JSON text exactly as sent. */
  order_data: string;
  template_id: string | null;
  template_name: string | null;
  format: string | null;
  card_count: number;
  front_image: string | null;
  /** The payload's `version` (machines' DRAFT_VERSION when saved). */
  version: number;
  date_created: string;
  date_updated: string;
}

/** A signed-in customer's recipient list (issue 10). */
export interface RecipientListsTable {
  id: string;
  account_id: string;
  name: string;
  /** JSON array of the machines' `Recipient`. */
  recipients: string;
  count: number;
  last_used: string | null;
  date_created: string;
  date_updated: string;
}

/** A contact-form inquiry (issue 10). */
export interface ContactInquiriesTable {
  id: string;
  name: string;
  company: string;
  email: string;
  phone: string;
  message: string;
  /** `du` | `sie`: the confirmation's address form. */
  form: string;
  ip: string;
  session_id: string | null;
  account_id: string | null;
  date_created: string;
}

/** A WunderLink (issue 11, docs/wunderlink.md); its status is computed, never stored. */
export interface WunderlinksTable {
  /** 22 characters of base64url (128 random bits): the link's only secret. */
  id: string;
  campaign: string;
  free_cards: number;
  /** The allowed CMS template (numeric id as text), or null. */
  template_id: string | null;
  template_slug: string | null;
  template_name: string | null;
  /** The allowed CMS group, or null; never together with a template. */
  group_id: string | null;
  group_slug: string | null;
  group_name: string | null;
  /** ISO-8601 UTC instants; valid while valid_from <= now < valid_until. */
  valid_from: string;
  valid_until: string;
  max_redemptions: number;
  redemptions: number;
  /** 1: franked to each recipient; 0: in one envelope to the customer. */
  postage_included: number;
  deactivated_at: string | null;
  deactivated_by: string | null;
  /** The staff name that created it. */
  created_by: string;
  date_created: string;
}

/** One account's redemption of a link; (link_id, account_id) is the primary key. */
export interface WunderlinkRedemptionsTable {
  link_id: string;
  account_id: string;
  order_id: string;
  date_created: string;
}

export interface CustomerContentTables {
  uploads: UploadsTable;
  configurations: ConfigurationsTable;
  drafts: DraftsTable;
  recipient_lists: RecipientListsTable;
  contact_inquiries: ContactInquiriesTable;
  wunderlinks: WunderlinksTable;
  wunderlink_redemptions: WunderlinkRedemptionsTable;
}
