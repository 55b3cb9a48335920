import {
  type PersonalDataExport,
  type PersonalDataSection,
  personalDataSections,
} from "@encaja/contracts";
import type { Db } from "@encaja/db/client";
import { readPersonalData, recordAudit } from "@encaja/db/queries";
import { authRequired } from "../../errors/app-error";
import type { AuthContext } from "../../plugins/authorization";

/** `encaja-data-YYYY-MM-DD.json`: the export's file name on the day (UTC) it was made. */
export const exportFileName = (now: Date) => `encaja-data-${now.toISOString().slice(0, 10)}.json`;

/**
 * GET /users/me/export: every section of the person's data, empty ones included,
 * and an audit entry (`privacy.exported`) naming the sections that held something.
 */
export async function exportPersonalData(
  db: Db,
  auth: AuthContext,
  meta: { ip: string; requestId: string; now?: Date },
): Promise<PersonalDataExport> {
  const now = meta.now ?? new Date();
  const rows = await readPersonalData(db, auth.userId);
  if (!rows.account?.length) throw authRequired();
  const sections = Object.fromEntries(
    personalDataSections.map((name) => [name, rows[name] ?? []]),
  ) as Record<PersonalDataSection, Record<string, unknown>[]>;
  const filled = personalDataSections.filter((name) => sections[name].length > 0);
  await recordAudit(db, {
    action: "privacy.exported",
    actorUserId: auth.userId,
    subjectUserId: auth.userId,
    ip: meta.ip,
    requestId: meta.requestId,
    details: { sections: filled },
  });
  return {
    format: "encaja-personal-data/1",
    exportedAt: now.toISOString(),
    userId: auth.userId,
    role: auth.role,
    sections,
  };
}
