import { createCompany } from "./support/api";
import {
  API_URL,
  DEMO_PASSWORD,
  type DemoRole,
  demoAccounts,
  expect,
  INTERNAL_KEY,
  linkIn,
  loginThroughForm,
  readEmail,
  registerDeveloper,
  TOKEN_KEY,
  test,
  uniqueEmail,
  verifyEmailThroughInbox,
  WEB_ORIGIN,
} from "./support/fixtures";
import { storedItem } from "./support/session";

/** Each home's main heading: greetings, or the offers a matcher or a company works on. */
const homeHeadings: Record<DemoRole, RegExp> = {
  developer: /^Hola, /,
  hardInterviewer: /^Hola, /,
  matchers: /^Ofertas$/,
  superAdmin: /^Ofertas$/,
  customer: /^Tus ofertas$/,
  customerAssociate: /^Tus ofertas$/,
};

test.describe("sign-in", () => {
  for (const role of Object.keys(demoAccounts) as DemoRole[]) {
    test(`${role} signs in and lands on its home`, async ({ page }) => {
      const account = demoAccounts[role];
      await page.goto(account.portal === "customer" ? "/customers/login" : "/login");
      await loginThroughForm(page, account.email, DEMO_PASSWORD);
      await expect(page).toHaveURL(new RegExp(`${account.home.replace(/\//g, "\\/")}$`));
      await expect(page.getByRole("heading", { level: 1, name: homeHeadings[role] })).toBeVisible();
      expect(await storedItem(page, TOKEN_KEY)).toBeTruthy();
      const internal = role === "matchers" || role === "superAdmin";
      expect(await storedItem(page, INTERNAL_KEY)).toBe(internal ? "true" : "false");
      // The signed-in header: the role's navigation and the account menu.
      const accountMenu = page.getByRole("button", { name: /^Cuenta de / });
      await expect(accountMenu).toBeVisible();
      await accountMenu.click();
      const menu = page.getByRole("menu");
      await expect(menu.getByText(demoAccounts[role].email)).toBeVisible();
      await expect(menu.getByRole("menuitem", { name: "Cerrar sesión" })).toBeVisible();
    });
  }

  test("a logged-out deep link goes to login and comes back after it", async ({ page }) => {
    await page.goto("/dashboard/profile");
    await expect(page).toHaveURL(/\/login\?callback=%2Fdashboard%2Fprofile$/);
    await expect(page.getByRole("heading", { level: 1, name: "Inicia sesión" })).toBeVisible();
    await loginThroughForm(page, demoAccounts.developer.email, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/dashboard\/profile$/);
    await expect(page.getByRole("heading", { level: 1, name: "Perfil" })).toBeVisible();
  });

  test("a developer opening /matchers lands on /dashboard", async ({ page, loginAs }) => {
    await loginAs("developer");
    await page.goto("/matchers");
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { level: 1, name: /^Hola, / })).toBeVisible();
  });

  test("an unsafe callback is ignored", async ({ page }) => {
    for (const callback of ["//evil.example", "/\\evil.example", "https://evil.example/x"]) {
      await page.goto(`/login?callback=${encodeURIComponent(callback)}`);
      await loginThroughForm(page, demoAccounts.developer.email, DEMO_PASSWORD);
      await expect(page).toHaveURL(`${WEB_ORIGIN}/dashboard`);
      await page.evaluate(() => window.localStorage.clear());
    }
  });

  for (const locale of ["es", "en"] as const) {
    test(`a wrong password shows the E00IUC message at the top right (${locale})`, async ({
      page,
      consoleGuard,
    }) => {
      consoleGuard.allow({ status: 401, url: "/auth/login" });
      await page.goto(locale === "es" ? "/login" : "/en/login");
      const email = locale === "es" ? "Correo electrónico" : "Email";
      const password = locale === "es" ? /^Contraseña/ : /^Password/;
      await page.getByLabel(email).fill(demoAccounts.developer.email);
      await page.getByLabel(password).fill("definitely-not-the-password");
      await page
        .getByRole("button", { name: locale === "es" ? "Iniciar sesión" : "Sign in" })
        .click();
      const toast = page.getByRole("alert").filter({
        hasText:
          locale === "es"
            ? "El correo o la contraseña son incorrectos."
            : "The email or password is incorrect.",
      });
      await expect(toast).toBeVisible();
      const box = await toast.boundingBox();
      const viewport = page.viewportSize();
      expect(box && viewport).toBeTruthy();
      if (box && viewport) {
        expect(box.y).toBeLessThan(120);
        expect(box.x + box.width).toBeGreaterThan(viewport.width - 80);
        expect(box.x).toBeGreaterThan(viewport.width / 3);
      }
      await expect(page).toHaveURL(locale === "es" ? /\/login$/ : /\/en\/login$/);
    });
  }

  test("form errors are inline and localized", async ({ page }) => {
    await page.goto("/signup");
    await page.getByRole("button", { name: "Crear cuenta" }).click();
    await expect(page.getByText("Este campo es obligatorio.").first()).toBeVisible();
    await page.getByLabel(/^Correo electrónico/).fill("no-es-un-correo");
    await page.getByLabel(/^Contraseña/).fill("corta");
    await page.getByRole("button", { name: "Crear cuenta" }).click();
    await expect(page.getByText("Escribe un correo válido", { exact: false })).toBeVisible();
    await expect(page.getByText("Usa al menos 8 caracteres.")).toBeVisible();
    await expect(page.getByLabel(/^Nombre/)).toBeFocused();

    await page.goto("/en/signup");
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByText("This field is required.").first()).toBeVisible();
  });

  test("the plain sign-in form checks its fields inline and focuses the first invalid one", async ({
    page,
  }) => {
    await page.goto("/login");
    const email = page.getByLabel("Correo electrónico");
    const password = page.getByLabel(/^Contraseña/);
    const submit = page.getByRole("button", { name: "Iniciar sesión" });
    await submit.click();
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription("Este campo es obligatorio.");
    await expect(password).toHaveAccessibleDescription("Este campo es obligatorio.");
    await expect(email).toBeFocused();
    // After a first try the fields are checked again as they change.
    await email.fill("no-es-un-correo");
    await expect(email).toHaveAccessibleDescription(
      "Escribe un correo válido, por ejemplo nombre@empresa.com.",
    );
    await email.fill(demoAccounts.developer.email);
    await expect(email).not.toHaveAttribute("aria-invalid");
    await submit.click();
    await expect(password).toBeFocused();
    await expect(password).toHaveAttribute("aria-invalid", "true");

    await page.getByRole("button", { name: "Mostrar Contraseña" }).click();
    await expect(password).toHaveAttribute("type", "text");
    await page.getByRole("button", { name: "Ocultar Contraseña" }).click();
    await expect(password).toHaveAttribute("type", "password");
    // Plain HTML: nothing in the page's content comes from the UI kit (ADR 0040).
    await expect(page.getByRole("main").locator("[class*='Mui']")).toHaveCount(0);
  });
});

test.describe("sign-up and account journeys", () => {
  test("a developer signs up and lands on the onboarding, then the dashboard", async ({ page }) => {
    const email = uniqueEmail("signup");
    await page.goto("/signup");
    await page.getByLabel(/^Nombre/).fill("Ana");
    await page.getByLabel(/^Apellido/).fill("Registro");
    await page.getByLabel(/^Correo electrónico/).fill(email);
    await page.getByLabel(/^Contraseña/).fill("Una-Clave-Segura-2026");
    await page.getByRole("button", { name: "Mostrar contraseña" }).click();
    await expect(page.getByLabel(/^Contraseña/)).toHaveAttribute("type", "text");
    await page.getByRole("button", { name: "Crear cuenta" }).click();
    // A new developer's onboarding is pending: sign-up leads there, not to the dashboard.
    await expect(page).toHaveURL(/\/onboarding\/linkedin$/);
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { level: 1, name: "Hola, Ana" })).toBeVisible();
    await expect(
      page.getByText("Todavía no tienes postulaciones.", { exact: false }),
    ).toBeVisible();
    // ADR 0016: a banner asks to confirm the email, can resend the link, and goes once verified.
    const banner = page.getByRole("region", { name: "Confirmación del correo" });
    await expect(banner).toContainText(email);
    await banner.getByRole("button", { name: "Reenviar correo" }).click();
    await expect(banner.getByRole("status")).toHaveText("Te hemos enviado un nuevo enlace.");
    await verifyEmailThroughInbox(page, email, { emails: 2 });
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { level: 1, name: "Hola, Ana" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Confirmación del correo" })).toHaveCount(0);
  });

  test("the full reset-password journey, reading the email", async ({
    page,
    request,
    consoleGuard,
  }) => {
    // The second use of the link is refused with 410 on purpose.
    consoleGuard.allow({ status: 410, url: "/auth/password/reset" });
    const { email } = await registerDeveloper(request, uniqueEmail("reset"));
    await page.goto("/login");
    await page.getByRole("link", { name: "¿Olvidaste tu contraseña?" }).click();
    await expect(page).toHaveURL(/\/reset-password$/);
    await page.getByLabel(/^Correo electrónico/).fill(email);
    await page.getByRole("button", { name: "Enviar enlace" }).click();
    await expect(page.getByText(`Si ${email} tiene una cuenta en Encaja`)).toBeVisible();

    // ADR 0016: registration also sent a verification email; read the reset one.
    const message = await readEmail(email, { subject: /^Restablece tu contraseña/ });
    const link = linkIn(message.text, /\/new-password\/[A-Za-z0-9_-]+/);
    await page.goto(new URL(link).pathname);
    const newPassword = "Otra-Clave-Nueva-2026";
    await page.getByLabel(/^Nueva contraseña/).fill(newPassword);
    await page.getByLabel(/^Repite la contraseña/).fill(newPassword);
    await page.getByRole("button", { name: "Guardar contraseña" }).click();
    await expect(page.getByText("Listo: tu contraseña se cambió.", { exact: false })).toBeVisible();

    // The link is single use.
    await page.goto(new URL(link).pathname);
    await page.getByLabel(/^Nueva contraseña/).fill(newPassword);
    await page.getByLabel(/^Repite la contraseña/).fill(newPassword);
    await page.getByRole("button", { name: "Guardar contraseña" }).click();
    await expect(page.getByText("ya no es válido", { exact: false })).toBeVisible();

    await page.goto("/login");
    await loginThroughForm(page, email, newPassword);
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("an associate accepts the emailed invitation", async ({ page, request }) => {
    // A company of its own invites the associate.
    const company = await createCompany(request);
    const email = uniqueEmail("associate");
    const invite = await request.post(`${API_URL}/invitations`, {
      headers: { Authorization: `Bearer ${company.session.token}` },
      data: { type: "customerAssociate", email },
    });
    expect(invite.status(), await invite.text()).toBe(201);

    const message = await readEmail(email);
    const link = new URL(linkIn(message.text, /\/signup\/invitation\/customer\//));
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByText(`${company.name} te invita a unirte a su equipo`)).toBeVisible();
    const emailField = page.getByLabel(/^Correo electrónico/);
    await expect(emailField).toHaveValue(email);
    await expect(emailField).toHaveAttribute("readonly", "");
    await page.getByLabel(/^Nombre completo/).fill("Ada Asociada");
    await page.getByLabel(/^Contraseña/).fill("Asociada-Segura-2026");
    await page.getByRole("button", { name: "Aceptar y crear mi cuenta" }).click();
    await expect(page).toHaveURL(/\/customers\/dashboard$/);
    await expect(page.getByRole("heading", { level: 1, name: "Tus ofertas" })).toBeVisible();
    await expect(page.getByText(/^Hola, Ada Asociada\./)).toBeVisible();
  });

  test("an invalid invitation token shows the E000IT message", async ({ page, consoleGuard }) => {
    consoleGuard.allow({ status: [400, 404, 410], url: "/invitations" });
    await page.goto("/signup/invitation/customer/associate?token=not-a-real-token-at-all");
    await expect(
      page.getByText("No hay ningún usuario registrado con este enlace.", { exact: false }),
    ).toBeVisible();
  });

  test("logout clears storage and protects pages again", async ({ page, request }) => {
    const { email, password } = await registerDeveloper(request, uniqueEmail("logout"));
    await page.goto("/login");
    await loginThroughForm(page, email, password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto("/dashboard/applications");
    await page.getByRole("button", { name: /^Cuenta de / }).click();
    await page.getByRole("menuitem", { name: "Cerrar sesión" }).click();
    await expect(page).toHaveURL(/\/login\?callback=%2Fdashboard%2Fapplications$/);
    expect(await storedItem(page, TOKEN_KEY)).toBeNull();
    expect(await storedItem(page, INTERNAL_KEY)).toBeNull();

    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/login\?callback=%2Fdashboard$/);
    await page.goto("/settings/new-password");
    await expect(page).toHaveURL(/\/login\?callback=%2Fsettings%2Fnew-password$/);
  });

  test("a developer changes the password and deletes the account", async ({ page, request }) => {
    const { email, password } = await registerDeveloper(request, uniqueEmail("delete"));
    await page.goto("/login?callback=%2Fsettings%2Fnew-password");
    await loginThroughForm(page, email, password);
    await expect(page).toHaveURL(/\/settings\/new-password$/);
    const changed = "Cambiada-Segura-2026";
    await page.getByLabel(/^Contraseña actual/).fill(password);
    await page.getByLabel(/^Nueva contraseña/).fill(changed);
    await page.getByLabel(/^Repite la nueva contraseña/).fill(changed);
    await page.getByRole("button", { name: "Guardar contraseña" }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "Tu contraseña se cambió." }),
    ).toBeVisible();

    await page.goto("/settings/delete-account");
    await page.getByLabel(/^Tu contraseña/).fill(changed);
    await page.getByRole("button", { name: "Eliminar mi cuenta" }).click();
    const dialog = page.getByRole("dialog", { name: "¿Eliminar tu cuenta definitivamente?" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Sí, eliminar mi cuenta" }).click();
    await expect(page).toHaveURL(`${WEB_ORIGIN}/`);
    expect(await storedItem(page, TOKEN_KEY)).toBeNull();
    const login = await request.post(`${API_URL}/auth/login`, {
      data: { email, password: changed },
    });
    expect(login.status()).toBe(401);
  });
});

test.describe("English", () => {
  test("/en pages are English and keep the locale through sign-in", async ({ page }) => {
    await page.goto("/en/dashboard");
    await expect(page).toHaveURL(/\/en\/login\?callback=%2Fdashboard$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Forgot your password?" })).toBeVisible();
    await page.getByLabel(/^Email/).fill(demoAccounts.developer.email);
    await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/en\/dashboard$/);
    await expect(page.getByRole("heading", { level: 1, name: /^Hello, / })).toBeVisible();
    await expect(page.getByRole("button", { name: /account$/ })).toBeVisible();

    for (const [path, heading] of [
      ["/en/signup", "Create your developer profile"],
      ["/en/customers/login", "Company sign-in"],
      ["/en/reset-password", "Reset your password"],
      ["/en/hire/signup/new", "Register your company"],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    }
  });

  test("failure pages show the catalogue message", async ({ page }) => {
    await page.goto("/login/failure?code=E0ARWG");
    await expect(
      page.getByText("Te registraste con Google. Inicia sesión con Google."),
    ).toBeVisible();
    await page.goto("/en/signup/failure?code=E0ARWP");
    await expect(
      page.getByText(
        "You registered with a password. Please sign in with your email and password.",
      ),
    ).toBeVisible();
  });
});
