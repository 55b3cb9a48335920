import type { FastifyRequest } from "fastify";

/**
 * Path prefixes whose next segment is a bearer secret (`GET /invitations/:token`,
 * `GET /calendar-feeds/:token.ics`).
 */
const SECRET_SEGMENT = /^(\/invitations\/(?!lookup(?:$|[/?#]))|\/calendar-feeds\/)[^/?#]+/i;
/** Query parameters that carry one-time secrets (OIDC code and state, tokens). */
const SECRET_PARAMS = new Set(["token", "code", "state", "access_token", "id_token", "flow"]);

export const REDACTED = "[redacted]";

/**
 * A request URL fit for logs: the token segments above and secret-bearing query values
 * are replaced by `[redacted]`; everything else is kept so the line still says what happened.
 */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf("?");
  const path = queryAt < 0 ? url : url.slice(0, queryAt);
  const query = queryAt < 0 ? "" : url.slice(queryAt + 1);
  const safePath = path.replace(SECRET_SEGMENT, `$1${REDACTED}`);
  if (!query) return safePath + (queryAt < 0 ? "" : "?");
  const safeQuery = query
    .split("&")
    .map((pair) => {
      const eq = pair.indexOf("=");
      const rawName = eq < 0 ? pair : pair.slice(0, eq);
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replace(/\+/g, " "));
      } catch {
        // undecodable names are compared as they are
      }
      return eq >= 0 && SECRET_PARAMS.has(name.toLowerCase()) ? `${rawName}=${REDACTED}` : pair;
    })
    .join("&");
  return `${safePath}?${safeQuery}`;
}

/** pino serializers for Fastify: the default request fields, with the URL redacted. */
export const redactingSerializers = {
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: redactUrl(request.url),
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    };
  },
};
