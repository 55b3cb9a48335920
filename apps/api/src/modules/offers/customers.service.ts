import {
  type CandidateStatus,
  type CustomerList,
  type CustomerOffer,
  type CustomerOfferQuery,
  type CustomerSearchQuery,
  type PipelineCounts,
  pipelineStageOf,
  pipelineStages,
} from "@encaja/contracts";
import type { Db } from "@encaja/db/client";
import {
  awaitingDecisionCounts,
  candidateCountsByOffer,
  findOffer,
  listCustomerOffers,
  type OfferRecord,
  offerRelations,
  searchCustomers,
} from "@encaja/db/queries";
import type { z } from "zod";
import { notFound, validationError } from "../../errors/app-error";
import { ownCustomerId } from "../../lib/customer-scope";
import { decodeCursor, page } from "../../lib/pagination";
import type { AuthContext } from "../../plugins/authorization";
import { toOffer } from "./mappers";

const invalidCursor = () => validationError([{ path: "query.cursor", message: "Invalid cursor" }]);

/** Name-ordered cursor: base64url of [name, id]. */
function decodeNameCursor(cursor: string | undefined) {
  if (!cursor) return undefined;
  try {
    const v: unknown = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    if (Array.isArray(v) && typeof v[0] === "string" && typeof v[1] === "string") {
      if (/^[0-9a-f-]{36}$/i.test(v[1])) return { name: v[0], id: v[1] };
    }
  } catch {
    // fall through
  }
  throw invalidCursor();
}

export async function findCustomers(
  db: Db,
  query: z.infer<typeof CustomerSearchQuery>,
): Promise<CustomerList> {
  const after = decodeNameCursor(query.cursor);
  const rows = await searchCustomers(db, {
    q: query.q || undefined,
    ...(after ? { after } : {}),
    limit: query.limit,
  });
  const more = rows.length > query.limit;
  const kept = rows.slice(0, query.limit);
  const last = kept[kept.length - 1];
  return {
    items: kept.map((c) => ({
      id: c.id,
      name: c.name,
      plan: c.plan,
      photoURL: c.photoUrl,
      offerCount: c.offerCount,
      industry: c.industry,
      companySize: c.companySize,
      createdAt: c.createdAt.toISOString(),
    })),
    nextCursor:
      more && last ? Buffer.from(JSON.stringify([last.name, last.id])).toString("base64url") : null,
  };
}

function pipelineOf(counts: Array<{ status: string; count: number }>): PipelineCounts {
  const pipeline = Object.fromEntries(pipelineStages.map((s) => [s, 0])) as PipelineCounts;
  for (const c of counts) pipeline[pipelineStageOf(c.status as CandidateStatus)] += c.count;
  return pipeline;
}

async function toCustomerOffers(db: Db, records: OfferRecord[]): Promise<CustomerOffer[]> {
  const ids = records.map((r) => r.offer.id);
  const [rel, counts, awaiting] = await Promise.all([
    offerRelations(db, ids),
    candidateCountsByOffer(db, ids),
    awaitingDecisionCounts(db, ids),
  ]);
  return records.map((r) => {
    const { matchers: _internal, ...offer } = toOffer(r, rel);
    return {
      ...offer,
      pipeline: pipelineOf(counts.filter((c) => c.offerId === r.offer.id)),
      awaitingDecision: awaiting.get(r.offer.id) ?? 0,
    };
  });
}

export async function listOwnOffers(
  db: Db,
  auth: AuthContext,
  query: z.infer<typeof CustomerOfferQuery>,
) {
  const after = decodeCursor(query.cursor);
  const customerId = await ownCustomerId(db, auth);
  const rows = await listCustomerOffers(db, {
    customerId,
    status: query.status,
    after,
    direction: query.direction,
    limit: query.limit,
  });
  const mapped = new Map(
    (await toCustomerOffers(db, rows.slice(0, query.limit))).map((o) => [o.id, o]),
  );
  return page(
    rows,
    query.limit,
    (r) => r.offer.id,
    (r) => mapped.get(r.offer.id)!,
  );
}

/** One of the company's offers; another company's offer is 404 (its existence is not revealed). */
export async function getOwnOffer(db: Db, auth: AuthContext, id: string): Promise<CustomerOffer> {
  const customerId = await ownCustomerId(db, auth);
  const record = await findOffer(db, id);
  if (!record || record.offer.customerId !== customerId) throw notFound("Offer");
  const [offer] = await toCustomerOffers(db, [record]);
  return offer!;
}
