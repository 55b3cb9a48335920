/** How deep a wrapped failure is searched; drizzle and our services wrap one or two links. */
const MAX_DEPTH = 5;

/** An error and the errors it was caused by, outermost first (a few links deep). */
export function* causeChain(error: unknown): Generator<Error> {
  let current = error;
  for (let depth = 0; depth < MAX_DEPTH && current instanceof Error; depth++) {
    yield current;
    current = current.cause;
  }
}
