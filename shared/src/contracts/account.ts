/** Who is using this browser, as the shell reports it on the bus (account$). */
export type Account = {
  uid: string;
  /** The guest account every visitor starts with; signing in links it, keeping the uid. */
  anonymous: boolean;
  /** What the header shows: the display name, else the email. */
  name: string | null;
  email: string | null;
  /** The `moderator` custom claim of the ID token (docs/contributions.md). */
  moderator: boolean;
  /**
   * An email account whose address is not verified yet (its ID token's `email_verified` is
   * false): it reads like any student, but votes, requests, reports and uploads wait until the
   * student opens the link (database.rules.json, docs/feedback.md). Absent otherwise.
   */
  unverified?: true;
};

/** How a visitor signs in (shared/src/data/account.ts). */
export type SignInMethod =
  | { kind: 'google' }
  /** The Auth emulator's stand-in for a Google account (local runs and tests only). */
  | { kind: 'emulated-google'; email: string; name: string }
  | { kind: 'email'; email: string; password: string; existing: boolean };
