import type { ErrorEnvelope } from "@encaja/contracts";

/**
 * The validation errors of an API answer mapped to form fields: `paths` maps an error path
 * without its "body." prefix (e.g. "salary.amount") to a field; unmapped errors are left out.
 */
export function serverFieldErrors(
  envelope: ErrorEnvelope | undefined,
  paths: Record<string, string>,
): Record<string, string> {
  const found: Record<string, string> = {};
  for (const item of envelope?.errors ?? []) {
    const path = item.path.replace(/^body\.?/, "");
    const key = Object.keys(paths)
      .sort((a, b) => b.length - a.length)
      .find((p) => path === p || path.startsWith(`${p}.`));
    const field = key ? paths[key] : undefined;
    if (field && !found[field]) found[field] = item.message;
  }
  return found;
}
