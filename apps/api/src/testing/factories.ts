import { randomBytes } from "node:crypto";
import type { Role } from "@encaja/contracts";
import type { Db } from "@encaja/db/client";
import {
  createAssociateUser,
  createCustomerUser,
  createDeveloperUser,
  createInternalUser,
  setDeveloperProfileSource,
} from "@encaja/db/queries";
import * as schema from "@encaja/db/schema";
import { hashPassword } from "../lib/password";
import { issueSession } from "../modules/auth/session-policy";

export const FACTORY_PASSWORD = "Correct-Horse-Battery-9";
let cachedHash: Promise<string> | undefined;
const passwordHash = () => {
  cachedHash ??= hashPassword(FACTORY_PASSWORD);
  return cachedHash;
};

export const uniqueEmail = (prefix = "user") =>
  `${prefix}-${randomBytes(5).toString("hex")}@example.test`;

export interface TestUser {
  userId: string;
  email: string;
  role: Role;
  password: string;
  developerId?: string;
  customerId?: string;
}

/** Creates a user of any role with the factory password. */
export async function createUser(
  db: Db,
  role: Role,
  overrides: {
    email?: string;
    customerId?: string;
    googleSubject?: string;
    noPassword?: boolean;
    /** ADR 0016: a password sign-up that has not opened its verification link yet. */
    unverified?: boolean;
    /** Not for developers, whose first and last names are fixed. */
    fullName?: string;
  } = {},
): Promise<TestUser> {
  const email = overrides.email ?? uniqueEmail(role.toLowerCase());
  const base = {
    email,
    passwordHash: overrides.noPassword ? null : await passwordHash(),
    googleSubject: overrides.googleSubject ?? null,
    emailVerified: !overrides.unverified,
  };
  switch (role) {
    case "developer": {
      const { user, developer } = await createDeveloperUser(db, {
        ...base,
        firstName: "Dev",
        lastName: "Eloper",
      });
      return {
        userId: user.id,
        email,
        role,
        password: FACTORY_PASSWORD,
        developerId: developer.id,
      };
    }
    case "customer": {
      const { user, customer } = await createCustomerUser(db, {
        ...base,
        fullName: overrides.fullName ?? "Cus Tomer",
        companyName: `Company ${randomBytes(3).toString("hex")}`,
      });
      return { userId: user.id, email, role, password: FACTORY_PASSWORD, customerId: customer.id };
    }
    case "customerAssociate": {
      const customerId = overrides.customerId ?? (await createUser(db, "customer")).customerId!;
      const { user } = await createAssociateUser(db, {
        ...base,
        fullName: overrides.fullName ?? "Asso Ciate",
        customerId,
      });
      return { userId: user.id, email, role, password: FACTORY_PASSWORD, customerId };
    }
    default: {
      const { user } = await createInternalUser(db, {
        ...base,
        fullName: overrides.fullName ?? `Staff ${role}`,
        role,
      });
      return { userId: user.id, email, role, password: FACTORY_PASSWORD };
    }
  }
}

/** A user plus a live bearer token for it. */
export async function createSignedInUser(
  db: Db,
  role: Role,
  overrides: Parameters<typeof createUser>[2] = {},
) {
  const user = await createUser(db, role, overrides);
  const token = await issueSession(db, { userId: user.userId, role }, "password");
  return { ...user, token, headers: { authorization: `Bearer ${token}` } };
}

/** A developer profile sourced from a data set: it has an email but no way to sign in yet. */
export async function createSourcedDeveloper(db: Db) {
  const user = await createUser(db, "developer", { noPassword: true });
  await setDeveloperProfileSource(db, user.developerId!, "dataset");
  return user;
}

/** A failed sign-in and a reset request: rows keyed by the email address, not by a user id. */
export async function addSignInTraces(db: Db, email: string, ip: string) {
  await db.insert(schema.loginFailures).values({ email, ip });
  await db.insert(schema.rateLimits).values({
    bucket: "password-reset",
    key: email.toLowerCase(),
    windowStart: new Date(),
    count: 1,
  });
}
