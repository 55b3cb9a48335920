import {
  type Application,
  type ApplicationListQuery,
  type ApplicationPresentation,
  applicationStatusOf,
  type OfferStatus,
} from "@encaja/contracts";
import type { Db } from "@encaja/db/client";
import { type CandidateRow, listDeveloperApplications } from "@encaja/db/queries";
import type { z } from "zod";
import { decodeCursor, page } from "../../lib/pagination";
import type { AuthContext } from "../../plugins/authorization";
import { signedInDeveloper } from "../developers/context";
import { presentationsOf } from "../public-profiles/application-presentation";

interface OfferSummary {
  id: string;
  slug: string;
  title: string;
  status: string;
  confidential: boolean;
}

/** A candidacy in the developer's words (never the internal status or its reason). */
export function toApplication(
  row: CandidateRow,
  offer: OfferSummary,
  customerName: string,
  presentation: ApplicationPresentation | null = null,
): Application {
  return {
    id: row.id,
    status: applicationStatusOf[row.status] ?? "in_review",
    offerStatus: offer.status as OfferStatus,
    job: {
      id: offer.id,
      slug: offer.slug,
      title: offer.title,
      company: offer.confidential ? null : { name: customerName },
    },
    invited: row.invitedAt !== null,
    presentation,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listMyApplications(
  db: Db,
  auth: AuthContext,
  query: z.infer<typeof ApplicationListQuery>,
) {
  const { developer } = await signedInDeveloper(db, auth);
  const rows = await listDeveloperApplications(db, {
    developerId: developer.id,
    after: decodeCursor(query.cursor),
    limit: query.limit,
    offerId: query.offerId,
  });
  const presentations = await presentationsOf(
    db,
    rows.map((r) => r.candidate),
  );
  return page(
    rows,
    query.limit,
    (r) => r.candidate.id,
    (r) =>
      toApplication(
        r.candidate,
        r.offer,
        r.customerName,
        presentations.get(r.candidate.id) ?? null,
      ),
  );
}
