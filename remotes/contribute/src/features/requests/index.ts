// Requests' public entry for the other features: the upload page shows Most wanted below its form
// and takes a request's details from the address ("I have this paper").
export { MostWantedSlot } from './components/most-wanted-slot';
export { requestedDetails } from './data/from-request';
