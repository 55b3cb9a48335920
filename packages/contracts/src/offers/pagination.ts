import { z } from "zod";
import { SortDirection } from "../enums";

/** `?limit=` (default 20, max 100) and an opaque `?cursor=` (ARCHITECTURE §3b). */
export const Limit = z.coerce.number().int().min(1).max(100).default(20);
export const Cursor = z
  .string()
  .max(200)
  .regex(/^[A-Za-z0-9_-]+$/, { message: "Invalid cursor" });
/** `?limit=` and `?cursor=`: spread into a list query. */
export const cursorPage = { limit: Limit, cursor: Cursor.optional() };
export const pageQuery = {
  ...cursorPage,
  sort: z.literal("createdAt").default("createdAt"),
  direction: SortDirection.default("DESC"),
};

/** A list answer in one piece (small lists, never paged): `{items}`. */
export const itemList = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item) });

/** A list answer: `{items, nextCursor}`. */
export const cursorList = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), nextCursor: z.string().nullable() });

/** A query-string list: `?x=a,b` or `?x=a&x=b`. (Request schemas may transform; responses not.) */
export const csvList = <T extends z.ZodType<unknown, string>>(item: T, max = 20) =>
  z
    .union([z.string(), z.array(z.string())])
    .transform((v) =>
      [v]
        .flat()
        .flatMap((s) => s.split(","))
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item).max(max));

export const IdParams = z.strictObject({ id: z.uuid() });

export const CountEntry = z.object({ value: z.string(), count: z.number().int() });
export type CountEntry = z.infer<typeof CountEntry>;
