import { defineRoute } from "./define";

/** Budgets (quotes) for companies: staff prepare and send, customers answer (issue #17). */
export const budgets = {} as const;

void defineRoute;
