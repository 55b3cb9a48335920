import { routes } from "@encaja/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { fromContract } from "../../http/route";
import { readUpload } from "../../http/upload";
import { requireAuth } from "../../plugins/authorization";
import { platformSettingsOf } from "../platform-settings/platform-settings.service";
import { createLinkedInImporter, MAX_LINKEDIN_PDF_BYTES } from "./linkedin-import.service";
import { looksLikePdf } from "./pdf-lines";

/** Reads a LinkedIn "Save to PDF" export into a draft for the developer to review; saves nothing. */
export const linkedinImportRoutes: FastifyPluginAsyncZod = async (app) => {
  const importLinkedInPdf = createLinkedInImporter({
    db: app.db,
    limits: { cpuMs: app.config.PDF_IMPORT_CPU_MS, memoryMb: app.config.PDF_IMPORT_MEMORY_MB },
    concurrency: app.config.PDF_IMPORT_CONCURRENCY,
  });

  app.route({
    ...fromContract(routes.developers.linkedinImport, {
      config: {
        rateLimit: {
          bucket: "linkedin-import",
          limit: async () => (await platformSettingsOf(app.db)).pdfImportsPerHour,
          windowSeconds: 3600,
          by: "user",
        },
      },
    }),
    handler: async (request) => {
      requireAuth(request);
      const pdf = await readUpload(request, {
        maxBytes: MAX_LINKEDIN_PDF_BYTES,
        sniff: (data) => (looksLikePdf(data) ? "pdf" : null),
        messages: {
          notMultipart: "Send the PDF as multipart/form-data in the field 'file'",
          noFile: "Attach your LinkedIn PDF in the field 'file'",
          tooLarge: "The PDF must be 10 MB or smaller",
          wrongType: "The file is not a PDF",
          empty: "The file is empty",
          unreadable: "The upload could not be read",
        },
      });
      return importLinkedInPdf(pdf.data, request.log);
    },
  });
};
