import type { FastifyRequest } from "fastify";

export function requestMeta(request: FastifyRequest) {
  const ua = request.headers["user-agent"];
  return { ip: request.ip, userAgent: typeof ua === "string" ? ua : null };
}
