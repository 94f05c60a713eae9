/**
 * The tables of the accounts, as Kysely sees them. Every name starts with `lectern_`, so the tables can
 * share a PostgreSQL database with others. Times are milliseconds since 1970 (UTC): `INTEGER` in SQLite,
 * `BIGINT` in PostgreSQL (read back as numbers).
 */
export interface AccountsDatabase {
  lectern_user: UserRow;
  lectern_oauth_account: OAuthAccountRow;
  lectern_session: SessionRow;
  lectern_user_settings: UserSettingsRow;
  lectern_pending_link: PendingLinkRow;
}

/** A person with an account. */
export interface UserRow {
  /** Random, never shown as a login name. */
  id: string;
  /** The name from the provider last logged in with. */
  name: string;
  /** The avatar address from the provider last logged in with. */
  avatar_url: string | null;
  /** 1 for a subscriber (granted by `lectern-accounts subscriber grant`), else 0. */
  subscriber: number;
  created_at: number;
}

/** A provider's account linked to a user: one per provider and provider user id. */
export interface OAuthAccountRow {
  provider: string;
  /** The provider's numeric id, as text (Discord's ids pass 2^53). Never the login name or email. */
  provider_user_id: string;
  user_id: string;
  created_at: number;
}

/** A login on one device. The cookie holds `id.secret`; only the SHA-256 of the secret is stored. */
export interface SessionRow {
  id: string;
  user_id: string;
  /** SHA-256 of the token's secret, in hex. */
  secret_hash: string;
  created_at: number;
  last_seen_at: number;
  expires_at: number;
}

/** A user's synced settings document. */
export interface UserSettingsRow {
  user_id: string;
  /** The settings document as `serializeSettings` writes it (synced settings only). */
  document: string;
  /** Counts the saves that changed the document: 1 after the first. */
  version: number;
  updated_at: number;
}

/**
 * A provider's account waiting to be linked to the account of a session, until the visitor confirms it
 * (`POST /auth/link`). The confirmation form holds `id.secret`; only the SHA-256 of the secret is stored.
 */
export interface PendingLinkRow {
  id: string;
  secret_hash: string;
  /** The session it was asked in: only that session can confirm it, and it ends with it. */
  session_id: string;
  provider: string;
  provider_user_id: string;
  /** The name and avatar the provider gave, shown on the confirmation page. */
  name: string;
  avatar_url: string | null;
  /** Where the browser goes afterwards: a path on the site, already checked. */
  return_to: string;
  expires_at: number;
}
