import { findDeveloperByUserId } from "@encaja/db";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { forbidden } from "../../errors/app-error";
import { requireAuth } from "../../plugins/authorization";

/** The signed-in developer's profile row (every /developers/me route acts on it only). */
export async function currentDeveloper(app: FastifyInstance, request: FastifyRequest) {
  const auth = requireAuth(request);
  const developer = await findDeveloperByUserId(app.db, auth.userId);
  if (!developer) throw forbidden();
  return { developer, userId: auth.userId };
}
