/**
 * For a page's first render: it loads its bundle, and a signed-in page checks the session
 * first, which is slow on a busy machine.
 */
export const FIRST_PAINT = { timeout: 30_000 };
