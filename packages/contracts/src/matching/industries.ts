import { z } from "zod";
import { Industry } from "./context";

/** GET /catalog/industries: every industry with its name in the request's language. */
export const IndustryEntry = z.object({ code: Industry, name: z.string() });
export type IndustryEntry = z.infer<typeof IndustryEntry>;
export const IndustryList = z.object({ items: z.array(IndustryEntry) });
export type IndustryList = z.infer<typeof IndustryList>;
