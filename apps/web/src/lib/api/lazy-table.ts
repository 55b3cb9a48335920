/**
 * An object whose properties are computed on first read, each by its loader, once; keys keep
 * the loaders' order.
 */
export function lazyTable<T extends object>(loaders: { [K in keyof T]: () => T[K] }): T {
  const table = {} as T;
  for (const key of Object.keys(loaders) as Array<keyof T>) {
    Object.defineProperty(table, key, {
      enumerable: true,
      configurable: true,
      get() {
        const value = loaders[key]();
        Object.defineProperty(table, key, { value, enumerable: true });
        return value;
      },
    });
  }
  return table;
}
