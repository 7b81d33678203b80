/**
 * Whether the browser thinks it is online (true where it cannot tell): the answers' reads and
 * writes ask it before they wait on the database.
 */
export const online = () => typeof navigator === 'undefined' || navigator.onLine !== false;
