import type { Db } from "@encaja/db/client";
import {
  findDeveloperByUserId,
  findLoginByEmail,
  insertEducation,
  insertExperience,
  putAvailability,
} from "@encaja/db/queries";
import { updateDeveloperProfile } from "../modules/developers/profile.service";
import { putDeveloperPreferences } from "../modules/developers/settings.service";
import { rateTableOn, utcDay } from "../modules/exchange-rates/rate-table";

/** The demo developer has a completed onboarding, so their profile must hold what onboarding asks. */
export async function completeDemoDeveloper(db: Db): Promise<void> {
  const login = await findLoginByEmail(db, "developer@demo.encaja.dev");
  const developer = login && (await findDeveloperByUserId(db, login.userId));
  if (!developer) return;
  await db.transaction(async (tx) => {
    await updateDeveloperProfile(tx, developer.id, {
      phone: "+54 9 11 5555 0101",
      locationId: "AR-buenos-aires",
      workingHours: { start: "10:00", end: "19:00" },
      bio: "Full stack developer with four and a half years building Node.js and React products for fintech and e-commerce teams across Latin America. I care about tests, accessibility and clear APIs.",
      githubUrl: "https://github.com/diego-desarrollador",
    });
    await insertExperience(
      tx,
      developer.id,
      {
        company: "Ualá",
        title: "Full Stack Developer",
        startMonth: "2023-03-01",
        endMonth: null,
        current: true,
        description: "Payments dashboard in React and TypeScript; Node.js services on AWS.",
        industry: "fintech",
        companySize: "201-1000",
        projectType: "scaling",
      },
      [],
    );
    await insertExperience(
      tx,
      developer.id,
      {
        company: "Globant",
        title: "Frontend Developer",
        startMonth: "2021-05-01",
        endMonth: "2023-02-01",
        current: false,
        description: "Design-system components and end-to-end tests for a retail client.",
        industry: "retail",
        companySize: "1001+",
        projectType: "new_product",
      },
      [],
    );
    await insertEducation(tx, developer.id, {
      institution: "Universidad Tecnológica Nacional",
      degree: "Ingeniería en Sistemas",
      field: "Software",
      startYear: 2015,
      endYear: 2020,
    });
    await putDeveloperPreferences(
      tx,
      developer.id,
      {
        searchStatus: "open_to_opportunities",
        modalities: ["remote", "hybrid"],
        salary: { amount: 3800, currency: "USD", period: "month" },
        countries: ["AR", "UY"],
        contractTypes: ["full_time", "contractor"],
      },
      await rateTableOn(tx, utcDay(new Date())),
    );
    await putAvailability(tx, {
      developerId: developer.id,
      availableFrom: "2026-12-15",
      hoursPerWeek: 40,
      noticeWeeks: 2,
    });
  });
}
