import type { LinkedInDraft } from "@encaja/contracts";
import type { Db } from "@encaja/db/client";
import { listCatalogSkills } from "@encaja/db/queries";
import { appError } from "../../errors/app-error";
import { unsupported } from "../../http/upload";
import { NotLinkedInError, parseLinkedInItems } from "./parser";
import { UnreadablePdfError } from "./pdf-lines";
import { PdfTooComplexError, readPdfItems } from "./pdf-reader";
import { skillMatcher } from "./skill-match";

export const MAX_LINKEDIN_PDF_BYTES = 10 * 1024 * 1024;

export interface LinkedInImportDeps {
  db: Db;
  /** Each parse runs in a child process with these limits (ADR 0017). */
  limits: { cpuMs: number; memoryMb: number };
  /** Parses one instance runs at once; more answer 503 PDF_IMPORT_BUSY. */
  concurrency: number;
}

export interface ImportLog {
  warn(details: object, message: string): void;
}

/**
 * The LinkedIn "Save to PDF" reader of one API instance: reads a PDF into a draft for the
 * developer to review (saves nothing), with at most `concurrency` parses at once.
 */
export function createLinkedInImporter(deps: LinkedInImportDeps) {
  /** Parses running now on this instance (each is one child process). */
  let running = 0;

  return async function importLinkedInPdf(pdf: Buffer, log: ImportLog): Promise<LinkedInDraft> {
    if (running >= deps.concurrency) {
      throw appError("PDF_IMPORT_BUSY", "Too many PDF imports are running; try again in a minute", {
        headers: { "retry-after": "30" },
      });
    }
    let parsed: ReturnType<typeof parseLinkedInItems>;
    running++;
    try {
      parsed = parseLinkedInItems(await readPdfItems(pdf, deps.limits));
    } catch (error) {
      if (error instanceof UnreadablePdfError) throw unsupported(error.message);
      if (error instanceof PdfTooComplexError) {
        log.warn({ reason: error.reason }, "LinkedIn PDF import stopped");
        throw appError(
          "PDF_TOO_COMPLEX",
          "This PDF is too complex to read. Export it again from LinkedIn (More → Save to PDF)",
        );
      }
      if (error instanceof NotLinkedInError) {
        throw appError(
          "NOT_LINKEDIN_PDF",
          "This PDF does not look like a LinkedIn profile export. On LinkedIn, open your profile and use More → Save to PDF",
        );
      }
      throw error;
    } finally {
      running--;
    }
    const match = skillMatcher(await listCatalogSkills(deps.db));
    const { skillNames, ...draft } = parsed;
    return { ...draft, skills: skillNames.map(match) };
  };
}
