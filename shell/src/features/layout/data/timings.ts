/** The shell's own layout timings and sizes. */
export const SCROLL_BUTTON_THRESHOLD_PX = 300;
export const SCROLL_THROTTLE_MS = 200;
export const RESIZE_DEBOUNCE_MS = 200;
export const NARROW_LAYOUT_MAX_PX = 1100;
export const MODAL_CLOSE_MS = 200;
