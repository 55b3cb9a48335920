import { expectNoSeriousA11yIssues } from "./support/a11y";
import { staffSession } from "./support/api";
import { expect, test, uniqueEmail } from "./support/fixtures";
import { signInWithToken } from "./support/session";
import { FIRST_PAINT } from "./support/timeouts";

/**
 * A superAdmin imports sourced developer profiles from a CSV. Every row is
 * validated first (row-level report, nothing written); a clean file imports with a progress
 * bar and a summary of created and skipped rows.
 */

const HEADER = "email,firstName,lastName,country,techRole,seniority,skills,profileSource";

const csvFile = (lines: string[]) => ({
  name: "perfiles.csv",
  mimeType: "text/csv",
  buffer: Buffer.from(`\uFEFF${[HEADER, ...lines].join("\r\n")}\r\n`, "utf8"),
});

test("a super admin uploads a CSV with one bad row and sees it reported by row and column (es)", async ({
  page,
  request,
}) => {
  await signInWithToken(page, (await staffSession(request, "superAdmin")).token);
  await page.goto("/admin/imports");
  await expect(page.getByRole("heading", { level: 1, name: "Importar perfiles" })).toBeVisible(
    FIRST_PAINT,
  );
  await page
    .getByLabel("Elegir un archivo CSV o JSON")
    .setInputFiles(
      csvFile([
        `${uniqueEmail("import")},Ana,"Gómez, hija",AR,backend,senior,"React; TypeScript",dataset`,
        `${uniqueEmail("import")},Luis,Pérez,ZZ,frontend,junior,React,dataset`,
        `${uniqueEmail("import")},Marta,Sosa,MX,devops,semi_senior,,`,
      ]),
    );
  await page.getByRole("button", { name: "Validar" }).click();
  const errors = page.getByRole("table", { name: /Filas con errores/ });
  await expect(errors.getByRole("row", { name: "2 País Valor no válido: ZZ" })).toBeVisible();
  await expect(errors.getByRole("row")).toHaveCount(2);
  await expect(page.getByText("1 fila con errores")).toBeVisible();
  await expect(page.getByRole("button", { name: "Importar 2 perfiles" })).toBeDisabled();
});

test("a super admin imports a valid CSV and sees created and skipped counts (en)", async ({
  page,
  request,
}) => {
  await signInWithToken(page, (await staffSession(request, "superAdmin")).token);
  await page.goto("/en/admin/imports");
  await expect(page.getByRole("heading", { level: 1, name: "Import profiles" })).toBeVisible(
    FIRST_PAINT,
  );
  const first = uniqueEmail("import");
  await page
    .getByLabel("Choose a CSV or JSON file")
    .setInputFiles(
      csvFile([
        `${first},Ana,Gómez,AR,backend,senior,React,extension`,
        `${uniqueEmail("import")},Luis,Pérez,CO,frontend,junior,,`,
        `${first.toUpperCase()},Ana,Gómez,AR,backend,senior,,`,
        "developer@demo.encaja.dev,Demo,Developer,AR,backend,senior,,",
      ]),
    );
  await page.getByRole("button", { name: "Validate" }).click();
  await expect(page.getByText("2 profiles to create")).toBeVisible();
  await page.getByRole("button", { name: "Import 2 profiles" }).click();
  const result = page.getByRole("region", { name: "3. Result" });
  await expect(result.getByText("2 profiles created")).toBeVisible();
  await expect(result.getByText("2 duplicates skipped")).toBeVisible();
  await expect(result.getByText("2 claim invitations sent")).toBeVisible();
  await expect(page.getByRole("progressbar", { name: "Import progress" })).toHaveAttribute(
    "aria-valuenow",
    "100",
  );
  await expectNoSeriousA11yIssues(page, "admin imports page");
});
