import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

describe("config", () => {
  it("applies DESIGN §1 defaults", () => {
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
});
