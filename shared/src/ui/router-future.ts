/**
 * React Router 6's opt-ins to version 7's behaviour, set on every router of
 * the site, its standalone pages and its tests: state updates of a navigation
 * run in React.startTransition, and relative links inside splat routes
 * resolve as in 7. Without them 6.30 prints a deprecation warning per flag.
 * docs/decisions/009-router-6.md says why the site is on 6.
 */
export const ROUTER_FUTURE = {
  v7_startTransition: true,
  v7_relativeSplatPath: true,
} as const;
