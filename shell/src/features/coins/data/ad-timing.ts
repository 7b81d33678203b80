/** How long the shell's ad dialog shows an ad before the coins are added. */
export const AD_DISPLAY_MS = 10_000;
