import type { Db } from "@encaja/db/client";
import { customerIdOfUser } from "@encaja/db/queries";
import { forbidden } from "../errors/app-error";
import type { AuthContext } from "../plugins/authorization";

/** The company the signed-in customer or associate acts for. */
export async function ownCustomerId(db: Db, auth: AuthContext): Promise<string> {
  const id = await customerIdOfUser(db, auth.userId);
  if (!id) throw forbidden();
  return id;
}
