import type { APIRequestContext } from "@playwright/test";
import { API_URL, apiLogin, DEMO_PASSWORD, demoAccounts, expect } from "./fixtures";

export type Match = {
  developer: { professionalId: string; name: string };
  parts: Array<{ explanation: { text: string } }>;
  inPipeline?: { candidateId: string };
};

/**
 * The first open demo offer whose ranking (explained in `locale`, top 20) `pick` accepts, with
 * the matcher's API headers. `fromLast` tries the offers from the last one, so two specs
 * running side by side do not add the same developers.
 */
export async function openOfferWithMatches<T>(
  request: APIRequestContext,
  options: {
    locale: "es" | "en";
    fromLast?: boolean;
    pick: (matches: Match[]) => T | null;
  },
) {
  const token = await apiLogin(request, demoAccounts.matchers.email, DEMO_PASSWORD);
  const headers = { Authorization: `Bearer ${token}`, "Accept-Language": options.locale };
  const offers = (
    await (await request.get(`${API_URL}/offers?status=open&limit=50`, { headers })).json()
  ).items as Array<{ id: string; title: string }>;
  for (const offer of options.fromLast ? [...offers].reverse() : offers) {
    const response = await request.get(`${API_URL}/offers/${offer.id}/matches?limit=20`, {
      headers,
    });
    expect(response.status(), await response.text()).toBe(200);
    const matches = (await response.json()).items as Match[];
    const picked = options.pick(matches);
    if (picked !== null) return { ...offer, headers, matches, picked };
  }
  throw new Error("No open demo offer has the ranked developers this test needs");
}
