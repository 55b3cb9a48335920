import { LinkedInDraft } from "@encaja/contracts";
import { listCatalogSkills } from "@encaja/db";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../../errors/app-error";
import { requireAuth } from "../../plugins/authorization";
import { NotLinkedInError, parseLinkedInItems } from "./parser";
import { looksLikePdf, readPdfItems, UnreadablePdfError } from "./pdf-lines";
import { skillMatcher } from "./skill-match";

export const MAX_LINKEDIN_PDF_BYTES = 10 * 1024 * 1024;
const unsupported = (status: number, message: string) =>
  new AppError("UNSUPPORTED_FILE", status, message);
const tooLarge = () => unsupported(413, "The PDF must be 10 MB or smaller");

/** Reads a LinkedIn "Save to PDF" export into a draft for the developer to review; saves nothing. */
export const linkedinImportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/developers/me/linkedin-import",
    {
      schema: {
        tags: ["developers"],
        security: [{ bearer: [] }],
        consumes: ["multipart/form-data"],
        response: { 200: LinkedInDraft },
      },
      config: { action: "developers.self" },
    },
    async (request) => {
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

      let parsed: ReturnType<typeof parseLinkedInItems>;
      try {
        parsed = parseLinkedInItems(await readPdfItems(data));
      } catch (error) {
        if (error instanceof UnreadablePdfError) throw unsupported(400, error.message);
        if (error instanceof NotLinkedInError) {
          throw new AppError(
            "NOT_LINKEDIN_PDF",
            422,
            "This PDF does not look like a LinkedIn profile export. On LinkedIn, open your profile and use More → Save to PDF",
          );
        }
        throw error;
      }
      const match = skillMatcher(await listCatalogSkills(app.db));
      const { skillNames, ...draft } = parsed;
      return { ...draft, skills: skillNames.map(match) };
    },
  );
};
