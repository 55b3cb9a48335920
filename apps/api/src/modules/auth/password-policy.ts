import { readFileSync } from "node:fs";
import { validationError } from "../../errors/app-error";
import { hashPassword } from "../../lib/password";

let common: Set<string> | undefined;

/** ~18,000 common passwords of 8+ characters (zxcvbn-ts list, MIT, plus Spanish ones). */
function commonPasswords(): Set<string> {
  common ??= new Set(
    readFileSync(new URL("./common-passwords.txt", import.meta.url), "utf8")
      .split("\n")
      .filter(Boolean),
  );
  return common;
}

export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}

/** Validates a new password beyond its length (the contracts check 8–128) and hashes it. */
export async function hashNewPassword(password: string, path = "body.password"): Promise<string> {
  if (isCommonPassword(password)) {
    throw validationError([
      { path, message: "This password is too common. Choose one that is harder to guess." },
    ]);
  }
  return hashPassword(password);
}

/** A fixed argon2id hash so that a login for an unknown email costs the same as a real one. */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword("encaja-timing-equaliser-not-a-password");
  return dummyHash;
}
