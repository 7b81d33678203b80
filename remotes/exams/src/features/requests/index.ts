// Requests' public entry: the paper lists offer "Request this paper" where a search finds nothing.
export { prepareRequestSlot, RequestSlot } from './components/request-slot';
