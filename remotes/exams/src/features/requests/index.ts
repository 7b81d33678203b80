// Requests' public entry: the paper lists offer "Request this paper" where a search finds nothing.
export { RequestSlot } from './components/request-slot';
