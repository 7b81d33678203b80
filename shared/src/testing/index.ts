/**
 * The test-only entry of @vithelper/shared (`@vithelper/shared/testing`): what an app's
 * component tests need to render a page. Only test files import it, so no build contains it.
 */
export { renderAt } from './render';
export { sampleConfig } from './sample-config';
export { parseAndReport } from '../standalone/whole-lists';
