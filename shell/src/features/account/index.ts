/** The account feature's public entry: the header's sign-in control. */
export { AccountControl } from './components/account-control';
