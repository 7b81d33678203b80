/**
 * Runs `run` in a task of its own, after the current one: a posted message, which a tab opened
 * in the background does not hold back as it does timers. Used where the page starts (the boot
 * script, shell/src/index.ts), so that what a first view does is never one long task.
 */
export function inNextTask(run: () => void): void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    run();
  };
  channel.port2.postMessage(null);
}
