/** @vithelper/contracts/inbox: the inbox items moderators write and their read marks. */
export * from './inbox';
