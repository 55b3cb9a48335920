import {
  type CreateHireDraftRequest,
  HIRE_DRAFT_TTL_DAYS,
  HireDeveloperDetails,
  type HireDraft,
  HireDraftDetails,
  type Locale,
  type UpdateHireDraftRequest,
} from "@encaja/contracts";
import type { Db } from "@encaja/db/client";
import {
  type Executor,
  findOpenHireDraft,
  type HireDraftRow,
  insertHireDraft,
  updateHireDraftDetails,
} from "@encaja/db/queries";
import { invalidField, notFound } from "../../errors/app-error";
import { checkCatalogueReferences } from "../offers/catalogue-references";

const DAY_MS = 24 * 60 * 60 * 1000;

/** What a draft stores: the first step's details plus, once given, the developer details. */
export type StoredHireDraft = HireDraftDetails & { title?: string; description?: string };

/** The stored JSON read back (written by this module only, through the contracts' schemas). */
export function storedDetailsOf(row: HireDraftRow): StoredHireDraft {
  const { title, description, ...details } = row.details as StoredHireDraft;
  return {
    ...HireDraftDetails.parse(details),
    ...(title ? { title } : {}),
    ...(description ? { description } : {}),
  };
}

/** Claiming needs the developer details (a description; the title has a default). */
export const isComplete = (stored: StoredHireDraft): boolean =>
  HireDeveloperDetails.shape.description.safeParse(stored.description ?? "").success;

export function toHireDraft(row: HireDraftRow): HireDraft {
  const { title, description, ...details } = storedDetailsOf(row);
  return {
    id: row.id,
    details,
    title: title ?? null,
    description: description ?? null,
    locale: row.locale === "en" ? "en" : "es",
    complete: isComplete({ ...details, title, description }),
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** Catalogue references and the start date (today, UTC, or later): 400 on anything else. */
async function checkDetails(db: Executor, input: Partial<HireDraftDetails>, now: Date) {
  if (input.startDate !== undefined && input.startDate < isoDay(now)) {
    throw invalidField("body.startDate", "The start date cannot be in the past");
  }
  await checkCatalogueReferences(db, input);
}

export async function createHireDraft(
  db: Db,
  input: CreateHireDraftRequest,
  locale: Locale,
  now: Date,
): Promise<HireDraft> {
  const { locale: _explicit, ...details } = input;
  await checkDetails(db, details, now);
  const row = await insertHireDraft(db, {
    details,
    locale,
    expiresAt: new Date(now.getTime() + HIRE_DRAFT_TTL_DAYS * DAY_MS),
  });
  return toHireDraft(row);
}

/** A draft id grants nothing once claimed or expired: both answer 404 like an unknown id. */
async function openDraft(db: Executor, id: string, now: Date) {
  const row = await findOpenHireDraft(db, id, now);
  if (!row) throw notFound("Hire draft");
  return row;
}

export async function getHireDraft(db: Db, id: string, now: Date): Promise<HireDraft> {
  return toHireDraft(await openDraft(db, id, now));
}

export async function updateHireDraft(
  db: Db,
  id: string,
  input: UpdateHireDraftRequest,
  now: Date,
): Promise<HireDraft> {
  return db.transaction(async (tx) => {
    const row = await openDraft(tx, id, now);
    await checkDetails(tx, input, now);
    const merged = { ...storedDetailsOf(row), ...input };
    return toHireDraft(await updateHireDraftDetails(tx, id, merged));
  });
}
