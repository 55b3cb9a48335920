import type { DeepProfileLink, SnapshotSummary } from "@encaja/contracts";
import type { DeepProfileLinkRow, SnapshotWithRelations } from "@encaja/db/queries";

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toLink(row: { link: DeepProfileLinkRow; createdByName: string | null }) {
  const l = row.link;
  return {
    id: l.id,
    label: l.label,
    slugHint: l.slugHint,
    expiresAt: iso(l.expiresAt),
    revokedAt: iso(l.revokedAt),
    createdAt: l.createdAt.toISOString(),
    createdBy: row.createdByName,
  } satisfies DeepProfileLink;
}

export function toSnapshotSummary(row: SnapshotWithRelations): SnapshotSummary {
  const s = row.snapshot;
  return {
    id: s.id,
    candidateId: s.candidateId,
    offer: { id: s.offerId, title: row.offerTitle },
    customer: { id: s.customerId, name: row.customerName },
    headline: String((s.document as { headline?: unknown }).headline ?? ""),
    createdAt: s.createdAt.toISOString(),
    createdBy: row.createdByName,
  };
}
