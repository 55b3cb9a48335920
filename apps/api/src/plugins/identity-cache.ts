import { listen, notify } from "@encaja/db/client";
import type { FastifyInstance } from "fastify";
import { IdentityCache } from "../modules/auth/identity-cache";

/** Session changes of a user (payload: the user id); the realtime hub re-checks sockets on it. */
export const IDENTITY_CHANNEL = "encaja_identity";

declare module "fastify" {
  interface FastifyInstance {
    identityCache: IdentityCache;
    /**
     * Call after committing any change to a user's sessions, credentials or /users/me data:
     * drops it here at once and, through NOTIFY, on every other API instance.
     */
    invalidateIdentity(userId: string): Promise<void>;
  }
}

export function registerIdentityCache(app: FastifyInstance): void {
  const cache = new IdentityCache();
  app.decorate("identityCache", cache);
  app.decorate("invalidateIdentity", async (userId: string) => {
    cache.invalidateUser(userId);
    await notify(app.db, IDENTITY_CHANNEL, userId);
  });

  let stop: (() => Promise<void>) | undefined;
  app.addHook("onReady", async () => {
    stop = await listen(
      app.dbHandle,
      IDENTITY_CHANNEL,
      (userId) => cache.invalidateUser(userId),
      () => cache.clear(),
    );
  });
  app.addHook("onClose", async () => {
    await stop?.();
  });
}
