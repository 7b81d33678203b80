/** The inbox feature's public entry: the signed-in student's inbox, which the account control loads. */
export { Inbox } from './components/inbox';
