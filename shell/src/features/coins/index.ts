/** The coins feature's public entry: the header's balance. */
export { CoinsBadge } from './components/coins-badge';
