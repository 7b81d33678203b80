import * as z from '../zod';

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

/** How a visitor signs in (the platform's sign-in). */
export type SignInMethod =
  | { kind: 'google' }
  /** The Auth emulator's stand-in for a Google account (local runs and tests only). */
  | { kind: 'emulated-google'; email: string; name: string }
  | { kind: 'email'; email: string; password: string; existing: boolean };

/** users/<uid>: a student's coins and when an ad last rewarded them. */
export const USERS_PATH = 'users';
export const userSchema = z.object({
  coins: z.number().check(z.int(), z.minimum(0)),
  lastRewardAt: z.optional(z.number()),
});
export type UserRecord = z.infer<typeof userSchema>;

/** Coins the data layer adds for one watched ad (shown by the shell, stored by rewardAdView). */
export const AD_REWARD_COINS = 30;
