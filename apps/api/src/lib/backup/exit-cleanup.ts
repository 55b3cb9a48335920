/**
 * Runs `cleanup` (synchronous) if the process exits before `done` is called: the commands turn
 * Ctrl-C and SIGTERM into `process.exit`, so an interrupted backup or restore still removes its
 * temporary file or folder and releases the data-directory lock.
 */
export function cleanupOnExit(cleanup: () => void): { done(): void } {
  const onExit = () => cleanup();
  process.once("exit", onExit);
  return { done: () => process.off("exit", onExit) };
}
