import type { PublicProfile } from "@encaja/contracts";
import { cache } from "react";
import { ApiError } from "@/lib/api/client";
import { routes } from "@/lib/api/routes";
import { serverCall } from "@/lib/api/server-call";
import { serverApiUrl } from "@/lib/config/server";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** GET /public-profiles/{id} from the server side; null when it is off, unknown or not an id. */
export const fetchPublicProfile = cache(async (id: string): Promise<PublicProfile | null> => {
  if (!UUID.test(id)) return null;
  return serverCall(serverApiUrl(), routes.publicProfiles.get, { params: { id } }).catch(
    (error: unknown) => {
      if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
      throw error;
    },
  );
});
