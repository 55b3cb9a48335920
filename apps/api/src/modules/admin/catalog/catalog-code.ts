/**
 * A catalogue code from a display name: unaccented, lower-case, `++` → `pp` and `#` → `sharp`
 * (C++ → cpp, C# → csharp), dots dropped (Vue.js → vuejs), other runs of symbols → `_`.
 */
export function codeFromName(name: string): string {
  return name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/\+\+/g, "pp")
    .replace(/#/g, "sharp")
    .replace(/\./g, "")
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "")
    .slice(0, 50);
}
