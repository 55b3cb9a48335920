import {
  type Executor,
  findDeveloperByUserId,
  findDeveloperWithVerification,
} from "@encaja/db/queries";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { forbidden } from "../../errors/app-error";
import { type AuthContext, requireAuth } from "../../plugins/authorization";
import { emailNotVerified } from "../auth/verification.service";

/** The signed-in developer's profile row (every /developers/me service acts on it only). */
export async function signedInDeveloper(db: Executor, auth: AuthContext) {
  const developer = await findDeveloperByUserId(db, auth.userId);
  if (!developer) throw forbidden();
  return { developer, userId: auth.userId };
}

/**
 * The same for an action that needs a verified email (ADR 0016; `requireVerifiedEmail`), both
 * read in one round trip.
 */
export async function signedInVerifiedDeveloper(db: Executor, auth: AuthContext) {
  const found = await findDeveloperWithVerification(db, auth.userId);
  if (!found) throw forbidden();
  if (!found.emailVerified) throw emailNotVerified();
  return { developer: found.developer, userId: auth.userId };
}

/** The same, for a route handler. */
export async function currentDeveloper(app: FastifyInstance, request: FastifyRequest) {
  return signedInDeveloper(app.db, requireAuth(request));
}
