import type { Locale } from "@encaja/contracts";
import type { FastifyRequest } from "fastify";

/** The body's locale if given, else the first es/en in Accept-Language, else Spanish. */
export function requestLocale(request: FastifyRequest, explicit?: Locale): Locale {
  if (explicit) return explicit;
  const header = request.headers["accept-language"];
  const first =
    typeof header === "string" ? header.split(",")[0]?.trim().slice(0, 2).toLowerCase() : "";
  return first === "en" ? "en" : "es";
}
