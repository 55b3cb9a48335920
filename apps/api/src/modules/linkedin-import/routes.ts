import { routes } from "@encaja/contracts";
import { listCatalogSkills } from "@encaja/db";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../../errors/app-error";
import { fromContract } from "../../http/route";
import { requireAuth } from "../../plugins/authorization";
import { NotLinkedInError, parseLinkedInItems } from "./parser";
import { looksLikePdf, UnreadablePdfError } from "./pdf-lines";
import { PdfTooComplexError, readPdfItems } from "./pdf-reader";
import { skillMatcher } from "./skill-match";

export const MAX_LINKEDIN_PDF_BYTES = 10 * 1024 * 1024;
const unsupported = (status: number, message: string) =>
  new AppError("UNSUPPORTED_FILE", status, message);
const tooLarge = () => unsupported(413, "The PDF must be 10 MB or smaller");

/** Reads a LinkedIn "Save to PDF" export into a draft for the developer to review; saves nothing. */
export const linkedinImportRoutes: FastifyPluginAsyncZod = async (app) => {
  const limits = { cpuMs: app.config.PDF_IMPORT_CPU_MS, memoryMb: app.config.PDF_IMPORT_MEMORY_MB };
  /** Parses running now on this instance (each is one child process). */
  let running = 0;

  app.route({
    ...fromContract(routes.developers.linkedinImport, {
      config: {
        rateLimit: {
          bucket: "linkedin-import",
          limit: app.config.PDF_IMPORT_PER_HOUR,
          windowSeconds: 3600,
          by: "user",
        },
      },
    }),
    handler: async (request) => {
      requireAuth(request);
      if (!request.isMultipart()) {
        throw unsupported(415, "Send the PDF as multipart/form-data in the field 'file'");
      }
      const file = await request.file();
      if (file?.fieldname !== "file") {
        throw unsupported(400, "Attach your LinkedIn PDF in the field 'file'");
      }
      let data: Buffer;
      try {
        data = await file.toBuffer();
      } catch (error) {
        const code = (error as { code?: unknown }).code;
        if (code === "FST_REQ_FILE_TOO_LARGE") throw tooLarge();
        throw unsupported(400, "The upload could not be read");
      }
      if (file.file.truncated || data.length > MAX_LINKEDIN_PDF_BYTES) {
        throw tooLarge();
      }
      if (data.length === 0) throw unsupported(400, "The file is empty");
      if (!looksLikePdf(data)) throw unsupported(415, "The file is not a PDF");

      if (running >= app.config.PDF_IMPORT_CONCURRENCY) {
        throw new AppError(
          "PDF_IMPORT_BUSY",
          503,
          "Too many PDF imports are running; try again in a minute",
          undefined,
          { "retry-after": "30" },
        );
      }
      let parsed: ReturnType<typeof parseLinkedInItems>;
      running++;
      try {
        parsed = parseLinkedInItems(await readPdfItems(data, limits));
      } catch (error) {
        if (error instanceof UnreadablePdfError) throw unsupported(400, error.message);
        if (error instanceof PdfTooComplexError) {
          request.log.warn({ reason: error.reason }, "LinkedIn PDF import stopped");
          throw new AppError(
            "PDF_TOO_COMPLEX",
            422,
            "This PDF is too complex to read. Export it again from LinkedIn (More → Save to PDF)",
          );
        }
        if (error instanceof NotLinkedInError) {
          throw new AppError(
            "NOT_LINKEDIN_PDF",
            422,
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
  });
};
