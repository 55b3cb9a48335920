import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

describe("config", () => {
  it("applies ARCHITECTURE §1 defaults", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      API_PORT: 4000,
      WEB_PORT: 3000,
      API_URL: "http://localhost:4000",
      WEB_URL: "http://localhost:3000",
      DATA_DIR: "./.data",
      GOOGLE_ISSUER: "https://accounts.google.com",
      INTERNAL_SIGNUP_DOMAINS: [],
    });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it("treats empty values as unset and parses lists", () => {
    const config = loadConfig({ DATABASE_URL: "", INTERNAL_SIGNUP_DOMAINS: "Encaja.dev, acme.io" });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.INTERNAL_SIGNUP_DOMAINS).toEqual(["encaja.dev", "acme.io"]);
  });

  it("refuses the variables that became platform settings or test options, naming where they went", () => {
    for (const name of [
      "RETENTION_SOURCED_DAYS",
      "RETENTION_DRAFT_DAYS",
      "DECISION_REMINDER_DAYS",
      "CHAT_EMAIL_DELAY_SECONDS",
      "PDF_IMPORT_PER_HOUR",
    ]) {
      expect(() => loadConfig({ [name]: "3" }), name).toThrow(
        new RegExp(`${name}: no longer read; a platform setting now: set it at /admin/settings`),
      );
      expect(() => loadConfig({ [name]: " " }), name).not.toThrow();
    }
    expect(() => loadConfig({ ENCAJA_FAULT_INJECTION: "1" })).toThrow(/ENCAJA_FAULT_INJECTION/);
    expect(() => loadConfig({ RESPONSE_SERIALIZER: "compare" })).toThrow(/RESPONSE_SERIALIZER/);
    expect(loadConfig({ RESPONSE_SERIALIZER: "checked" }).RESPONSE_SERIALIZER).toBe("checked");
  });

  it("names every bad variable", () => {
    try {
      loadConfig({ API_PORT: "80000", DATABASE_URL: "mysql://x", DEMO_SEED: "yes" });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as Error).message;
      expect(message).toContain("API_PORT");
      expect(message).toContain("DATABASE_URL");
      expect(message).toContain("DEMO_SEED");
    }
  });

  it("TRUSTED_PROXIES: loopback by default, a CIDR list, or none; rejects junk", () => {
    expect(loadConfig({}).TRUSTED_PROXIES).toEqual(["127.0.0.0/8", "::1/128"]);
    expect(
      loadConfig({ TRUSTED_PROXIES: "10.0.0.0/8, fd00::/8,192.0.2.1" }).TRUSTED_PROXIES,
    ).toEqual(["10.0.0.0/8", "fd00::/8", "192.0.2.1"]);
    expect(loadConfig({ TRUSTED_PROXIES: "none" }).TRUSTED_PROXIES).toBe(false);
    for (const bad of [
      "10.0.0.0/33",
      "fd00::/129",
      "example.com",
      "10.0.0.0/8/1",
      ",",
      "none,10.0.0.1",
    ]) {
      expect(() => loadConfig({ TRUSTED_PROXIES: bad }), bad).toThrow(/TRUSTED_PROXIES/);
    }
  });

  it("parses the upload and database limits (ADR 0017)", () => {
    expect(loadConfig({})).toMatchObject({
      PDF_IMPORT_CONCURRENCY: 2,
      PDF_IMPORT_CPU_MS: 10_000,
      PDF_IMPORT_MEMORY_MB: 256,
      DB_STATEMENT_TIMEOUT_MS: 15_000,
      DB_POOL_SIZE: 20,
    });
    expect(
      loadConfig({
        PDF_IMPORT_CONCURRENCY: "4",
        PDF_IMPORT_CPU_MS: "3000",
        PDF_IMPORT_MEMORY_MB: "512",
        DB_STATEMENT_TIMEOUT_MS: "0",
        DB_POOL_SIZE: "40",
      }),
    ).toMatchObject({
      PDF_IMPORT_CONCURRENCY: 4,
      PDF_IMPORT_CPU_MS: 3000,
      PDF_IMPORT_MEMORY_MB: 512,
      DB_STATEMENT_TIMEOUT_MS: 0,
      DB_POOL_SIZE: 40,
    });
    const bad = {
      PDF_IMPORT_CONCURRENCY: "0",
      PDF_IMPORT_CPU_MS: "fast",
      PDF_IMPORT_MEMORY_MB: "16",
      DB_STATEMENT_TIMEOUT_MS: "1.5",
      DB_POOL_SIZE: "0",
    };
    expect(() => loadConfig(bad)).toThrow(ConfigError);
    try {
      loadConfig(bad);
    } catch (error) {
      for (const name of Object.keys(bad)) expect((error as Error).message).toContain(name);
    }
  });
});

describe("config errors keep secrets out", () => {
  const messageOf = (env: Record<string, string>) => {
    try {
      loadConfig(env);
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      return (error as Error).message;
    }
    throw new Error("expected a ConfigError");
  };

  it("does not print the password of a bad DATABASE_URL", () => {
    for (const url of [
      "mysql://encaja:S3cr3t-pw@db.internal:3306/encaja",
      "postgres//encaja:S3cr3t-pw@db.internal/encaja",
      "encaja:S3cr3t-pw@db.internal",
    ]) {
      const message = messageOf({ DATABASE_URL: url });
      expect(message).toContain("DATABASE_URL");
      expect(message).toContain("db.internal");
      expect(message).not.toContain("S3cr3t-pw");
      expect(message).not.toContain("encaja:");
    }
  });

  it("does not print SMTP credentials, query secrets or secret variables", () => {
    const message = messageOf({
      SMTP_URL: "http://mailer:Sm7p-pw@smtp.example?key=Qu3ry-secret",
      CURSOR_SECRET: "short-Cur5or",
      SENTRY_DSN: "not a url Sentry-Key",
    });
    for (const secret of ["Sm7p-pw", "Qu3ry-secret", "short-Cur5or", "Sentry-Key"]) {
      expect(message).not.toContain(secret);
    }
    expect(message).toContain("SMTP_URL");
    expect(message).toContain("CURSOR_SECRET");
    expect(message).toContain("SENTRY_DSN");
  });

  it("reads the object storage settings and refuses bad ones, naming the variable", () => {
    expect(loadConfig({})).toMatchObject({ S3_REGION: "us-east-1", S3_FORCE_PATH_STYLE: false });
    expect(
      loadConfig({
        S3_BUCKET: "encaja-files",
        S3_ENDPOINT: "http://127.0.0.1:9000/",
        S3_FORCE_PATH_STYLE: "true",
        S3_ACCESS_KEY_ID: "key",
        S3_SECRET_ACCESS_KEY: "secret",
      }),
    ).toMatchObject({
      S3_BUCKET: "encaja-files",
      S3_ENDPOINT: "http://127.0.0.1:9000",
      S3_FORCE_PATH_STYLE: true,
    });
    expect(messageOf({ S3_ENDPOINT: "minio:9000" })).toContain("S3_ENDPOINT");
    expect(messageOf({ S3_BUCKET: "Not_A_Bucket" })).toContain("S3_BUCKET");
    expect(messageOf({ S3_FORCE_PATH_STYLE: "yes" })).toContain("S3_FORCE_PATH_STYLE");
    const halfCredentials = messageOf({ S3_ACCESS_KEY_ID: "key" });
    expect(halfCredentials).toContain("S3_SECRET_ACCESS_KEY");
    expect(messageOf({ S3_SECRET_ACCESS_KEY: "S3cr3t-Key", S3_ENDPOINT: "x" })).not.toContain(
      "S3cr3t-Key",
    );
  });

  it("refuses a METRICS_TOKEN shorter than 24 characters without printing it", () => {
    expect(loadConfig({ METRICS_TOKEN: "a".repeat(24) }).METRICS_TOKEN).toHaveLength(24);
    const message = messageOf({ METRICS_TOKEN: "Sh0rt-Metr1cs" });
    expect(message).toContain("METRICS_TOKEN");
    expect(message).not.toContain("Sh0rt-Metr1cs");
  });

  it("bounds SHUTDOWN_TIMEOUT_SECONDS", () => {
    expect(loadConfig({}).SHUTDOWN_TIMEOUT_SECONDS).toBe(20);
    for (const bad of ["0", "-5", "soon", "601"]) {
      expect(messageOf({ SHUTDOWN_TIMEOUT_SECONDS: bad }), bad).toContain(
        "SHUTDOWN_TIMEOUT_SECONDS",
      );
    }
  });
});
