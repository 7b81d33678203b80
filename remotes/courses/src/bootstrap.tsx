import { runStandalone } from '@vithelper/shared/standalone';
// On its own port a remote has no shell, so it loads the design tokens the shell would.
import '@vithelper/ui/tokens.css';
import { routes } from './routes';

// Run alone, for the section's team: the same pages in a minimal frame.
runStandalone('courses', routes);
