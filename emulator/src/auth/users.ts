import { isRecord } from '../http-utils';
import { readJsonIfExists, SerialQueue, writeJsonAtomic } from '../persist';
import { randomId } from './tokens';

export type UserRecord = {
  localId: string;
  provider: string;
  createdAt: number;
  lastLoginAt: number;
};

type SavedUsers = {
  users: Record<string, UserRecord>;
  /** refresh token -> localId */
  refreshTokens: Record<string, string>;
};

/** Anonymous users, kept in memory and saved to disk so sign-ins survive a restart. */
export class UserStore {
  private readonly queue = new SerialQueue();

  private constructor(
    private readonly file: string,
    private readonly saved: SavedUsers,
  ) {}

  static async open(file: string, reset: boolean): Promise<UserStore> {
    const raw = reset ? undefined : await readJsonIfExists(file);
    const valid = isRecord(raw) && isRecord(raw.users) && isRecord(raw.refreshTokens);
    const saved = valid ? (raw as unknown as SavedUsers) : { users: {}, refreshTokens: {} };
    return new UserStore(file, saved);
  }

  async createAnonymous(): Promise<{ user: UserRecord; refreshToken: string }> {
    const now = Date.now();
    const user: UserRecord = {
      localId: randomId(21),
      provider: 'anonymous',
      createdAt: now,
      lastLoginAt: now,
    };
    const refreshToken = randomId(48);
    this.saved.users[user.localId] = user;
    this.saved.refreshTokens[refreshToken] = user.localId;
    await this.save();
    return { user, refreshToken };
  }

  get(localId: string): UserRecord | undefined {
    return Object.prototype.hasOwnProperty.call(this.saved.users, localId)
      ? this.saved.users[localId]
      : undefined;
  }

  byRefreshToken(token: string): UserRecord | undefined {
    if (!Object.prototype.hasOwnProperty.call(this.saved.refreshTokens, token)) return undefined;
    const localId = this.saved.refreshTokens[token];
    return localId === undefined ? undefined : this.get(localId);
  }

  async delete(localId: string): Promise<void> {
    delete this.saved.users[localId];
    for (const [token, id] of Object.entries(this.saved.refreshTokens)) {
      if (id === localId) delete this.saved.refreshTokens[token];
    }
    await this.save();
  }

  private save(): Promise<void> {
    return this.queue.run(() => writeJsonAtomic(this.file, this.saved));
  }
}
