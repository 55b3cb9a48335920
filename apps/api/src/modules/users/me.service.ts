import type { Me } from "@encaja/contracts";
import type { Db } from "@encaja/db/client";
import { loadMeRecord } from "@encaja/db/queries";
import { authRequired } from "../../errors/app-error";
import { mainStackOf } from "../developers/developer-summary";

/** Builds the spec §3 shape for the signed-in user's role. */
export async function getMe(db: Db, userId: string): Promise<Me> {
  const record = await loadMeRecord(db, userId);
  if (!record) throw authRequired();
  const { base } = record;
  const common = {
    userId: base.userId,
    email: base.email,
    ...(base.fullName ? { fullName: base.fullName } : {}),
    createdAt: base.createdAt.toISOString(),
    emailVerified: base.emailVerifiedAt !== null,
  };
  const isRegisteredByGoogle = Boolean(base.googleSubject);
  switch (record.kind) {
    case "developer": {
      const d = record.developer;
      return {
        ...common,
        role: "developer",
        professionalId: d.id,
        isRegisteredByGoogle,
        firstName: d.firstName,
        lastName: d.lastName,
        photoURL: d.photoUrl,
        phone: d.phone,
        location: d.location,
        locationId: d.locationId,
        techRole: d.techRole,
        hashedId: d.hashedId,
        mainStack: mainStackOf(d.mainStackCode, record.stackName),
        seniority: d.seniority,
        devExperienceMonths: d.devExperienceMonths,
        skills: record.skills,
        chatId: record.chat.id,
        chat: record.chat,
      };
    }
    case "customer":
      return {
        ...common,
        role: "customer",
        customerId: record.customer.id,
        photoURL: record.customer.photoUrl,
        isRegisteredByGoogle,
        name: record.customer.name,
        ...(record.customer.phoneNumber ? { phoneNumber: record.customer.phoneNumber } : {}),
      };
    case "customerAssociate":
      return {
        ...common,
        role: "customerAssociate",
        customerId: record.customer.id,
        customerAssociateId: record.associate.id,
        photoURL: record.associate.photoUrl,
        fullName: base.fullName ?? "",
        isRegisteredByGoogle,
      };
    case "internal":
      return { ...common, role: base.role as "superAdmin" | "matchers" | "hardInterviewer" };
  }
}
