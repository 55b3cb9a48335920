import type { CompanySettings, UpdateCompanySettingsRequest } from "@encaja/contracts";
import type { Db } from "@encaja/db/client";
import { findCompanyOfOwner, updateCompany } from "@encaja/db/queries";
import { forbidden } from "../../errors/app-error";
import type { AuthContext } from "../../plugins/authorization";

type CompanyRow = NonNullable<Awaited<ReturnType<typeof findCompanyOfOwner>>>;

const toCompanySettings = (c: CompanyRow): CompanySettings => ({
  id: c.id,
  name: c.name,
  phoneNumber: c.phoneNumber,
  website: c.website,
  countryCode: c.countryCode,
  taxId: c.taxId,
  plan: c.plan,
  associateBudgetLimit:
    c.associateBudgetLimitMinor !== null && c.associateBudgetLimitCurrency
      ? {
          amountMinor: c.associateBudgetLimitMinor,
          currency: c.associateBudgetLimitCurrency,
        }
      : null,
  industry: c.industry,
  companySize: c.companySize,
});

async function ownCompany(db: Db, auth: AuthContext): Promise<CompanyRow> {
  const company = await findCompanyOfOwner(db, auth.userId);
  if (!company) throw forbidden();
  return company;
}

export async function getCompany(db: Db, auth: AuthContext): Promise<CompanySettings> {
  return toCompanySettings(await ownCompany(db, auth));
}

/** Empty strings clear a field; the budget limit is both amount and currency, or none. */
export async function changeCompany(
  db: Db,
  auth: AuthContext,
  input: UpdateCompanySettingsRequest,
): Promise<CompanySettings> {
  const company = await ownCompany(db, auth);
  const orNull = (v: string | null | undefined) => (v === undefined ? undefined : v || null);
  const { associateBudgetLimit: limit } = input;
  await updateCompany(db, company.id, {
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.phoneNumber !== undefined ? { phoneNumber: orNull(input.phoneNumber) } : {}),
    ...(input.website !== undefined ? { website: orNull(input.website) } : {}),
    ...(input.countryCode !== undefined ? { countryCode: input.countryCode } : {}),
    ...(input.taxId !== undefined ? { taxId: orNull(input.taxId) } : {}),
    ...(input.industry !== undefined ? { industry: input.industry } : {}),
    ...(input.companySize !== undefined ? { companySize: input.companySize } : {}),
    ...(limit !== undefined
      ? {
          associateBudgetLimitMinor: limit?.amountMinor ?? null,
          associateBudgetLimitCurrency: limit?.currency ?? null,
        }
      : {}),
  });
  return getCompany(db, auth);
}
