import { runStandalone } from '@vithelper/shared/standalone';
import { routes } from './routes';

// Run alone, for the section's team: the same pages in a minimal frame.
runStandalone('placements', routes);
