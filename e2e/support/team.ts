import { routes } from "@encaja/contracts";
import type { APIRequestContext } from "@playwright/test";
import { apiCall, type Company, type Session } from "./api";
import { API_URL } from "./fixtures";

/** Another session of the company owner, as if signed in on another device. */
export async function ownerSecondSession(
  request: APIRequestContext,
  company: Company,
): Promise<Session> {
  const { access_token } = await apiCall(request, routes.auth.login, {
    body: { email: company.owner.email, password: company.owner.password, portal: "customer" },
  });
  return { token: access_token };
}

/** The HTTP status GET /users/me answers to a session (401 once it was signed out). */
export async function meStatus(request: APIRequestContext, session: Session): Promise<number> {
  const response = await request.get(`${API_URL}/users/me`, {
    headers: { Authorization: `Bearer ${session.token}` },
  });
  return response.status();
}
