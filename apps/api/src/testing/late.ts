/** An object whose properties are read from `current()` when used (inside the tests). */
export function late<T extends object>(current: () => T | undefined, what: string): T {
  return new Proxy({} as T, {
    get(_, key) {
      const value = current();
      if (!value) throw new Error(`${what} is only ready inside the tests (after beforeAll)`);
      return Reflect.get(value, key, value);
    },
  });
}
