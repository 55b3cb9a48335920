// Bootstrap for a production database without demo data:
//   npm run admin -- create-user --role superAdmin --email ana@company.com [--name "Ana Pérez"] [--company "Acme"]
// The password is read from standard input (piped) or asked for at a hidden prompt.
import { createInterface } from "node:readline";
import { parseArgs } from "node:util";
import { Email, NewPassword, Role } from "@encaja/contracts";
import { DataDirLockedError } from "@encaja/db/client";
import {
  createCustomerUser,
  createDeveloperUser,
  createInternalUser,
  findLoginByEmail,
  recordAudit,
} from "@encaja/db/queries";
import { z } from "zod";
import { ConfigError, loadConfig } from "../config";
import { openDatabase } from "../lib/open-database";
import { hashPassword } from "../lib/password";
import { isCommonPassword } from "../modules/auth/password-policy";

const usage = `Usage: npm run admin -- create-user --role <role> --email <email> [--name "Full Name"] [--company "Company"]
Roles: superAdmin, matchers, hardInterviewer, customer (needs --company), developer.
The password is read from stdin when piped, otherwise from a hidden prompt.`;

async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) {
    const chunks: Buffer[] = [];
    for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString("utf8").split(/\r?\n/)[0] ?? "";
  }
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  const muted = rl as unknown as { _writeToOutput: (s: string) => void };
  process.stdout.write("Password: ");
  muted._writeToOutput = () => {};
  const answer = await new Promise<string>((resolve) => rl.question("", resolve));
  rl.close();
  process.stdout.write("\n");
  return answer;
}

async function createUser(argv: string[]) {
  const { values } = parseArgs({
    args: argv,
    options: {
      role: { type: "string" },
      email: { type: "string" },
      name: { type: "string" },
      company: { type: "string" },
    },
  });
  const role = Role.exclude(["customerAssociate"]).parse(values.role);
  const email = Email.parse(values.email);
  const fullName = z
    .string()
    .trim()
    .min(1)
    .max(100)
    .parse(values.name ?? email.split("@")[0]);
  if (role === "customer" && !values.company)
    throw new Error("--company is required for a customer");
  const password = NewPassword.parse(await readPassword());
  if (isCommonPassword(password)) throw new Error("This password is too common; choose another.");

  const config = loadConfig();
  const handle = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    demoSeed: "0",
  });
  try {
    if (await findLoginByEmail(handle.db, email))
      throw new Error(`A user with email ${email} already exists.`);
    const passwordHash = await hashPassword(password);
    const user = await handle.db.transaction(async (tx) => {
      const base = { email, passwordHash };
      const created =
        role === "developer"
          ? (
              await createDeveloperUser(tx, {
                ...base,
                firstName: fullName.split(" ")[0]!,
                lastName: fullName.split(" ").slice(1).join(" "),
              })
            ).user
          : role === "customer"
            ? (await createCustomerUser(tx, { ...base, fullName, companyName: values.company! }))
                .user
            : (await createInternalUser(tx, { ...base, fullName, role })).user;
      await recordAudit(tx, {
        action: "account.registered",
        subjectUserId: created.id,
        details: { role, via: "admin-cli" },
      });
      return created;
    });
    console.log(`Created ${role} ${email} (${user.id}).`);
  } finally {
    await handle.close();
  }
}

const [command, ...rest] = process.argv.slice(2);
try {
  if (command !== "create-user") {
    console.log(usage);
    process.exit(command ? 2 : 0);
  }
  await createUser(rest);
} catch (error) {
  const message =
    error instanceof z.ZodError
      ? error.issues.map((i) => `${i.path.join(".") || "value"}: ${i.message}`).join("\n")
      : error instanceof ConfigError ||
          error instanceof DataDirLockedError ||
          error instanceof Error
        ? error.message
        : String(error);
  console.error(`admin: ${message}\n\n${usage}`);
  process.exit(1);
}
