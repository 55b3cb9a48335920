import { routes, type Seniority, type SkillLevel } from "@encaja/contracts";
import type { APIRequestContext } from "@playwright/test";
import { apiCall, type Session, signedInUser, uniqueWord, verifyEmailByApi } from "./api";
import { uniqueEmail } from "./fixtures";

/** Catalogue ids by skill code, looked up once per worker. */
const skillIds = new Map<string, string>();

/** The catalogue id of a skill, by its code (`typescript`, `react`…). */
export async function skillId(request: APIRequestContext, code: string): Promise<string> {
  const known = skillIds.get(code);
  if (known) return known;
  const { items } = await apiCall(request, routes.catalog.skills, {
    query: { q: code, limit: 50 },
  });
  const skill = items.find((s) => s.code === code);
  if (!skill) throw new Error(`No skill with code ${code} in the catalogue`);
  skillIds.set(code, skill.id);
  return skill.id;
}

export type DeveloperSpec = {
  /** A country id of the locations catalogue (ISO alpha-2): where the developer lives. */
  country: string;
  seniority?: Seniority;
  skills?: Array<{ code: string; level: SkillLevel; years?: number }>;
};

export type Developer = {
  professionalId: string;
  name: string;
  email: string;
  password: string;
  session: Session;
};

const today = () => new Date().toISOString().slice(0, 10);

/**
 * A developer signed up through the API, email confirmed through the capture server, with
 * the onboarding completed through the developer endpoints (so it may apply, be added to a
 * pipeline and be presented). Defaults: a senior back-end TypeScript developer, remote,
 * actively searching, available today.
 */
export async function createDeveloper(
  request: APIRequestContext,
  spec: DeveloperSpec,
): Promise<Developer> {
  // A unique name, so cards and rows can be found by it.
  const firstName = "Dev";
  const lastName = uniqueWord("Prueba");
  const email = uniqueEmail("dev");
  const password = "Desarrollo-Seguro-2026";
  const { access_token } = await apiCall(
    request,
    routes.auth.register,
    { body: { role: "developer", email, password, firstName, lastName } },
    { status: 201 },
  );
  const session = { token: access_token };
  await verifyEmailByApi(request, email);
  await apiCall(
    request,
    routes.developers.update,
    {
      body: {
        locationId: spec.country,
        techRole: "backend",
        mainStackCode: "node_react",
        seniority: spec.seniority ?? "senior",
        englishLevel: "c1",
        devExperienceMonths: 72,
      },
    },
    { session },
  );
  const skills = spec.skills ?? [{ code: "typescript", level: "high_use", years: 6 }];
  const skillLevels = await Promise.all(
    skills.map(async (s) => ({
      skillId: await skillId(request, s.code),
      level: s.level,
      years: s.years ?? 4,
    })),
  );
  await apiCall(request, routes.developers.putSkills, { body: skillLevels }, { session });
  await apiCall(
    request,
    routes.experiences.create,
    {
      body: {
        company: "Pampa Logística",
        title: "Backend developer",
        startDate: "2020-01",
        endDate: null,
        current: true,
      },
    },
    { session },
  );
  await apiCall(
    request,
    routes.developers.putPreferences,
    {
      body: {
        searchStatus: "actively_searching",
        modalities: ["remote"],
        salary: { amount: 3000, currency: "USD", period: "month" },
        countries: [spec.country],
        contractTypes: ["full_time"],
      },
    },
    { session },
  );
  const availability = { availableFrom: today(), hoursPerWeek: 40, noticeWeeks: 0 };
  await apiCall(request, routes.developers.putAvailability, { body: availability }, { session });
  await apiCall(request, routes.developers.completeOnboarding, {}, { session });
  const me = await signedInUser(request, session, "developer");
  return {
    professionalId: me.professionalId,
    name: `${firstName} ${lastName}`,
    email,
    password,
    session,
  };
}
