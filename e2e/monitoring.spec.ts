import { randomUUID } from "node:crypto";
import {
  API_URL,
  COLLECTORS_URL,
  expect,
  registerDeveloper,
  test,
  WEB_ORIGIN,
} from "./support/fixtures";

/**
 * Error reporting (ADR 0036) against the loopback Sentry ingest of
 * e2e/support/collectors.mjs (DSN http://e2epublickey@127.0.0.1:<port>/42). The fault hooks
 * exist because playwright.config.ts runs the product with ENCAJA_TEST_FAULT_INJECTION=1.
 */
type Received = { path: string; query: Record<string, string>; body: string };

/** The envelopes the ingest got whose text contains `needle`, once `enough` says so. */
async function envelopesWith(
  needle: string,
  enough: (found: Received[]) => boolean = (found) => found.length > 0,
): Promise<Received[]> {
  let found: Received[] = [];
  await expect
    .poll(
      async () => {
        // A reused connection the receiver has just closed (keep-alive) fails: ask again.
        const answer = await fetch(`${COLLECTORS_URL}/requests?path=/api/42/envelope/`).catch(
          () => null,
        );
        if (!answer) return false;
        const all = (await answer.json()) as Received[];
        found = all.filter((r) => r.body.includes(needle));
        return enough(found);
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return found;
}

/** An envelope's items: [item header, payload] pairs after its own header line. */
function items(body: string): Array<{ type: string; payload: string }> {
  const lines = body.split("\n");
  const pairs: Array<{ type: string; payload: string }> = [];
  for (let i = 1; i + 1 < lines.length; i += 2) {
    const header = JSON.parse(lines[i] ?? "{}") as { type?: string };
    pairs.push({ type: header.type ?? "", payload: lines[i + 1] ?? "" });
  }
  return pairs;
}

test("a client error and a shown API error reach the ingest through /monitoring", async ({
  page,
  context,
  request,
  consoleGuard,
}) => {
  const id = randomUUID().slice(0, 8);
  const message = `Fault injection: client error ${id}`;
  // React logs the error its boundary caught; the wrong password is refused on purpose.
  consoleGuard.allow({ console: message });
  consoleGuard.allow({ status: 401, url: "/auth/login" });
  const tunnelPosts: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST" && !r.url().startsWith(COLLECTORS_URL)) tunnelPosts.push(r.url());
  });

  await page.goto(`/fault-injection?id=${id}`);
  // The SDK loads after the page's load event and its replay recorder at the next idle moment
  // (ADR 0036); an error before that is still reported, only without a replay. This test
  // checks the replay too, so it waits for the recorder.
  await page.waitForFunction(
    () =>
      (globalThis as { __encajaMonitoring?: { replayReady?: boolean } }).__encajaMonitoring
        ?.replayReady === true,
  );
  await page.getByRole("button", { name: "Provocar un error de prueba" }).click();
  await expect(page.getByRole("heading", { name: "Error desconocido" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Reintentar" })).toBeVisible();

  // Meanwhile, in a second tab: an API error the UI shows is reported with the request id
  // the API answered with (the first tab stays open so its replay is sent).
  const developer = await registerDeveloper(request);
  const login = await context.newPage();
  await login.goto("/login");
  await login.getByLabel("Correo electrónico").fill(developer.email);
  await login.getByLabel(/^Contraseña/).fill("definitely-not-the-password");
  const refused = login.waitForResponse(
    (r) => r.url().endsWith("/auth/login") && r.status() === 401,
  );
  await login.getByRole("button", { name: "Iniciar sesión" }).click();
  const requestId = (await refused).headers()["x-request-id"] ?? "";
  expect(requestId).not.toBe("");
  await expect(login.getByText("El correo o la contraseña son incorrectos.")).toBeVisible();

  const [errorEnvelope] = await envelopesWith(message);
  const [envelopeHeader] = (errorEnvelope?.body ?? "").split("\n");
  expect(JSON.parse(envelopeHeader ?? "{}")).toMatchObject({
    dsn: expect.stringContaining("e2epublickey@127.0.0.1"),
    trace: { environment: "e2e", public_key: "e2epublickey" },
  });
  const event = JSON.parse(items(errorEnvelope?.body ?? "")[0]?.payload ?? "{}");
  expect(event).toMatchObject({ environment: "e2e", tags: { boundary: "page" } });
  // The browser never talks to the ingest itself: everything went to same-origin /monitoring.
  expect(tunnelPosts.length).toBeGreaterThan(0);
  expect(tunnelPosts.every((url) => url === `${WEB_ORIGIN}/monitoring`)).toBe(true);

  // Sample rates: traces at 1 in the page's trace, replays at 1 on error and 0.1 per session.
  const traceId: string = event.contexts.trace.trace_id;
  const traced = await envelopesWith(traceId, (found) =>
    found.some((r) => /"sample_rate":"1"/.test(r.body)),
  );
  expect(traced.length).toBeGreaterThan(0);
  const replayId: string = event.contexts.replay?.replay_id ?? event.tags.replayId;
  expect(replayId).toBeTruthy();
  const replays = await envelopesWith(replayId, (found) =>
    found.some((r) => r.body.includes('"errorSampleRate":1')),
  );
  const recording = replays.map((r) => r.body).join("\n");
  expect(recording).toContain('"sessionSampleRate":0.1');
  expect(recording).toContain('"maskAllText":false');
  expect(recording).toContain('"blockAllMedia":true');

  const [apiEnvelope] = await envelopesWith(requestId);
  const apiEvent = JSON.parse(items(apiEnvelope?.body ?? "")[0]?.payload ?? "{}");
  expect(apiEvent).toMatchObject({
    level: "warning",
    tags: { requestId, code: "E00IUC", status: "401" },
  });
});

test("an API 500 is reported scrubbed: request id, route and user id, no secrets", async ({
  request,
}) => {
  const developer = await registerDeveloper(request);
  const me = await request.get(`${API_URL}/users/me`, {
    headers: { authorization: `Bearer ${developer.token}` },
  });
  const userId = ((await me.json()) as { userId: string }).userId;
  const requestId = `e2e-fault-${randomUUID()}`;
  const queryToken = `query-secret-${randomUUID()}`;
  const password = `Password-${randomUUID()}`;
  const response = await request.post(`${API_URL}/__fault/500?token=${queryToken}`, {
    headers: {
      authorization: `Bearer ${developer.token}`,
      cookie: "session=cookie-secret-value",
      "x-request-id": requestId,
    },
    data: { email: developer.email, password },
  });
  expect(response.status()).toBe(500);

  const [envelope] = await envelopesWith(requestId);
  const body = envelope?.body ?? "";
  const event = JSON.parse(items(body)[0]?.payload ?? "{}");
  expect(event).toMatchObject({
    environment: "e2e",
    tags: { requestId, route: "/__fault/500" },
    user: { id: userId },
  });
  for (const secret of [password, developer.token, developer.email, queryToken, "cookie-secret"]) {
    expect(body).not.toContain(secret);
  }
});
