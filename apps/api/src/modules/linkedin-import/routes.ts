import { LinkedInDraft } from "@encaja/contracts";
import { listCatalogSkills } from "@encaja/db";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { appError, validationError } from "../../errors/app-error";
import { requireAuth } from "../../plugins/authorization";
import { NotLinkedInError, parseLinkedInItems } from "./parser";
import { looksLikePdf, UnreadablePdfError } from "./pdf-lines";
import { PdfTooComplexError, readPdfItems } from "./pdf-reader";
import { skillMatcher } from "./skill-match";

export const MAX_LINKEDIN_PDF_BYTES = 10 * 1024 * 1024;
const unsupported = (message: string) => appError("UNSUPPORTED_FILE", message);
const tooLarge = () => appError("PAYLOAD_TOO_LARGE", "The PDF must be 10 MB or smaller");

/** Reads a LinkedIn "Save to PDF" export into a draft for the developer to review; saves nothing. */
export const linkedinImportRoutes: FastifyPluginAsyncZod = async (app) => {
  const limits = { cpuMs: app.config.PDF_IMPORT_CPU_MS, memoryMb: app.config.PDF_IMPORT_MEMORY_MB };
  /** Parses running now on this instance (each is one child process). */
  let running = 0;

  app.post(
    "/developers/me/linkedin-import",
    {
      schema: {
        tags: ["developers"],
        security: [{ bearer: [] }],
        consumes: ["multipart/form-data"],
        response: { 200: LinkedInDraft },
      },
      config: {
        action: "developers.self",
        rateLimit: {
          bucket: "linkedin-import",
          limit: app.config.PDF_IMPORT_PER_HOUR,
          windowSeconds: 3600,
          by: "user",
        },
      },
    },
    async (request) => {
      requireAuth(request);
      if (!request.isMultipart()) {
        throw unsupported("Send the PDF as multipart/form-data in the field 'file'");
      }
      const file = await request.file();
      if (file?.fieldname !== "file") {
        throw validationError([
          { path: "body.file", message: "Attach your LinkedIn PDF in the field 'file'" },
        ]);
      }
      let data: Buffer;
      try {
        data = await file.toBuffer();
      } catch (error) {
        const code = (error as { code?: unknown }).code;
        if (code === "FST_REQ_FILE_TOO_LARGE") throw tooLarge();
        throw appError("BAD_REQUEST", "The upload could not be read");
      }
      if (file.file.truncated || data.length > MAX_LINKEDIN_PDF_BYTES) {
        throw tooLarge();
      }
      if (data.length === 0) throw unsupported("The file is empty");
      if (!looksLikePdf(data)) throw unsupported("The file is not a PDF");

      if (running >= app.config.PDF_IMPORT_CONCURRENCY) {
        throw appError(
          "PDF_IMPORT_BUSY",
          "Too many PDF imports are running; try again in a minute",
          { headers: { "retry-after": "30" } },
        );
      }
      let parsed: ReturnType<typeof parseLinkedInItems>;
      running++;
      try {
        parsed = parseLinkedInItems(await readPdfItems(data, limits));
      } catch (error) {
        if (error instanceof UnreadablePdfError) throw unsupported(error.message);
        if (error instanceof PdfTooComplexError) {
          request.log.warn({ reason: error.reason }, "LinkedIn PDF import stopped");
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
      const match = skillMatcher(await listCatalogSkills(app.db));
      const { skillNames, ...draft } = parsed;
      return { ...draft, skills: skillNames.map(match) };
    },
  );
};
