import { API_URL, expect, registerDeveloper, test } from "./support/fixtures";

// The browser and the test's API client both reach the API from loopback: one client.
for (const locale of ["es", "en"] as const) {
  test(`after 5 wrong passwords the login page says how long to wait (${locale})`, async ({
    page,
    request,
    consoleGuard,
  }) => {
    // The refused sign-in is the point of this test.
    consoleGuard.allow({ status: 429, url: "/auth/login" });
    const { email, password } = await registerDeveloper(request);
    for (let i = 0; i < 5; i++) {
      const res = await request.post(`${API_URL}/auth/login`, {
        data: { email, password: `not-the-password-${i}` },
      });
      expect(res.status()).toBe(401);
    }

    await page.goto(locale === "es" ? "/login" : "/en/login");
    await page.getByLabel(locale === "es" ? "Correo electrónico" : "Email").fill(email);
    await page.getByLabel(locale === "es" ? /^Contraseña/ : /^Password/).fill(password);
    await page
      .getByRole("button", { name: locale === "es" ? "Iniciar sesión" : "Sign in" })
      .click();

    const wait = page.getByRole("alert").filter({
      hasText:
        locale === "es"
          ? /Demasiados intentos de inicio de sesión\. Vuelve a intentarlo en 1[45] minutos/
          : /Too many sign-in attempts\. Try again in 1[45] minutes/,
    });
    await expect(wait).toBeVisible();
    // Still on the login page: the right password waits too on this client.
    await expect(page).toHaveURL(/\/login$/);
  });
}
