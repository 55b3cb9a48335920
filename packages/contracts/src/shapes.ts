import { z } from "zod";

/** Zod fragments shared by many schemas. */

/** When a record was created and last changed; spread as the last fields of a response object. */
export const timestamps = { createdAt: z.iso.datetime(), updatedAt: z.iso.datetime() };

/** An array of `min` to `max` distinct items. */
export const uniqueList = <T extends z.ZodType>(item: T, min: number, max: number) =>
  z
    .array(item)
    .min(min)
    .max(max)
    .refine((l) => new Set(l as unknown[]).size === l.length, { message: "Remove the duplicates" });

/** An object with one field per key, in the keys' order, all of the same schema. */
export const objectPerKey = <K extends string, V extends z.ZodType>(keys: readonly K[], value: V) =>
  z.object(Object.fromEntries(keys.map((key) => [key, value])) as Record<K, V>);
