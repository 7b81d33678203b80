// Review's public entry for the other features: the course list links moderators to the list.
export { ReviewLink } from './components/review-link';
