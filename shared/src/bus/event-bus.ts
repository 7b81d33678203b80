import { BehaviorSubject, Subject, type Observable } from 'rxjs';
import { distinctUntilChanged } from 'rxjs/operators';
import type { Account } from '@vithelper/contracts/account';
import {
  emptyCollections,
  type Collections,
  type CollectionName,
} from '@vithelper/contracts/content';
import type { RuntimeConfig } from '@vithelper/contracts/runtime-config';

/**
 * The one event bus of the site. The shell provides this module as a federation
 * singleton, so every remote sees the same subjects.
 */
const filterSubject = new BehaviorSubject<string>('');
const configSubject = new BehaviorSubject<RuntimeConfig | null>(null);
const collectionsSubject = new BehaviorSubject<Collections | null>(null);

export const filter$: Observable<string> = filterSubject.pipe(distinctUntilChanged());
export const config$: Observable<RuntimeConfig | null> = configSubject.asObservable();
export const collections$: Observable<Collections | null> = collectionsSubject.asObservable();

export const getFilter = (): string => filterSubject.getValue();
export const setFilter = (text: string): void => filterSubject.next(text);
export const clearFilter = (): void => filterSubject.next('');

export const getConfig = (): RuntimeConfig | null => configSubject.getValue();
export const setConfig = (config: RuntimeConfig): void => configSubject.next(config);

export const getCollections = (): Collections | null => collectionsSubject.getValue();

/** Replaces every list at once (the start-up load). */
export const setCollections = (collections: Collections): void =>
  collectionsSubject.next(collections);

/** Replaces one whole list. */
export function replaceList<K extends CollectionName>(name: K, items: Collections[K]): void {
  const current = collectionsSubject.getValue() ?? emptyCollections();
  collectionsSubject.next({ ...current, [name]: items });
}

const unreadableSubject = new BehaviorSubject<readonly CollectionName[]>([]);
/** Lists whose stored value could not be read as a list (docs/product.md, Content and what is stored). */
export const unreadable$: Observable<readonly CollectionName[]> = unreadableSubject.asObservable();
export const getUnreadable = (): readonly CollectionName[] => unreadableSubject.getValue();

/** Marks one list as unreadable (its stored value is not a list) or readable again. */
export function setUnreadable(name: CollectionName, unreadable: boolean): void {
  const current = unreadableSubject.getValue();
  if (current.includes(name) === unreadable) return;
  unreadableSubject.next(
    unreadable ? [...current, name] : current.filter((candidate) => candidate !== name),
  );
}

/**
 * A list whose first part is on the bus while the rest is still arriving ('arriving'), or whose
 * rest could not be read ('failed'); a list that is not named here is whole
 * (shell/src/startup/lists/first-part.ts).
 */
export type ListArrival = 'arriving' | 'failed';
type Arrivals = Readonly<Partial<Record<CollectionName, ListArrival>>>;
const arrivalSubject = new BehaviorSubject<Arrivals>({});
export const arrival$: Observable<Arrivals> = arrivalSubject.asObservable();
export const getArrivals = (): Arrivals => arrivalSubject.getValue();

/** Marks one list as arriving or failed, or (null) as whole. */
export function setArrival(name: CollectionName, arrival: ListArrival | null): void {
  const current = arrivalSubject.getValue();
  if ((current[name] ?? null) === arrival) return;
  const next = { ...current };
  if (arrival) next[name] = arrival;
  else delete next[name];
  arrivalSubject.next(next);
}

const titleSubject = new BehaviorSubject<string>('');
export const title$: Observable<string> = titleSubject.pipe(distinctUntilChanged());
export const getTitle = (): string => titleSubject.getValue();
/** The current page's title; the shell's mobile header shows it. */
export const setTitle = (title: string): void => titleSubject.next(title);

const accountSubject = new BehaviorSubject<Account | null>(null);
/** The signed-in account (a guest until the visitor signs in); null before the SDK reports. */
export const account$: Observable<Account | null> = accountSubject.asObservable();
export const getAccount = (): Account | null => accountSubject.getValue();
export const setAccount = (account: Account | null): void => accountSubject.next(account);

const signInRequestSubject = new Subject<void>();
/** Asks the shell to open its sign-in dialog (a section that needs a signed-in student). */
export const signInRequests$: Observable<void> = signInRequestSubject.asObservable();
export const requestSignIn = (): void => signInRequestSubject.next();
