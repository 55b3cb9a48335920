import { defineRoute } from "./define";

/** Every role's own account: profile, photo, sessions (issue #17). */
export const account = {} as const;

/** The customer's team: associates and invitations (issue #17). */
export const team = {} as const;

/** Plans and company settings: usage, limits, superAdmin plan changes (issue #17). */
export const plans = {} as const;

void defineRoute;
