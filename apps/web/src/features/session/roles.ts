import { type Role, roleHomes } from "@encaja/contracts";

/** A role name from outside (URL fragment, API) narrowed to a known role. */
export function asRole(value: string | null | undefined): Role | null {
  return value && Object.hasOwn(roleHomes, value) ? (value as Role) : null;
}
