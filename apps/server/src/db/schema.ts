// Table types for Kysely. Each migration that adds or changes a table updates this file.
// Timestamps are ISO-8601 strings written by the application, so SQLite and PostgreSQL
// store and return the same values.

export interface AppMetaTable {
  key: string;
  value: string;
  updated_at: string;
}

export interface SessionsTable {
  /** The opaque token swell-js sends as X-Session. */
  id: string;
  created_at: string;
  updated_at: string;
}

export interface Database {
  app_meta: AppMetaTable;
  sessions: SessionsTable;
}
