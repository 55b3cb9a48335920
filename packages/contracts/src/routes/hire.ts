import { defineRoute } from "./define";

/** `/hire`: drafts a visitor starts without an account, and their claim (issue #17, hire flow). */
export const hire = {} as const;

/** The pricing configuration and calculators (issue #17). */
export const pricing = {} as const;

void defineRoute;
