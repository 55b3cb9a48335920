import type { PlatformLink } from "@encaja/contracts";

/** A stored platform link as the API shows it (in a profile and in the links list). */
export function toPlatformLink(row: {
  id: string;
  platform: string;
  url: string;
  approval: string;
  createdAt: Date;
}): PlatformLink {
  return {
    id: row.id,
    platform: row.platform as PlatformLink["platform"],
    url: row.url,
    approval: row.approval as PlatformLink["approval"],
    createdAt: row.createdAt.toISOString(),
  };
}
