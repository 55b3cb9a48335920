import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { AssessmentKind, CodeLanguage, ProfileDimension } from "@encaja/contracts";
import { z } from "zod";

const Text = z.strictObject({ es: z.string().min(1), en: z.string().min(1) });
const Test = z.strictObject({ id: z.string(), args: z.array(z.unknown()), expected: z.unknown() });

/** One versioned bank file. Answers and hidden tests live here only (never sent to clients). */
export const BankFile = z
  .strictObject({
    id: z.uuid(),
    version: z.number().int().min(1),
    kind: AssessmentKind,
    slug: z.string(),
    title: Text,
    description: Text,
    /** Catalogue skill codes. */
    skills: z.array(z.string()),
    durationMinutes: z.number().int().min(1),
    estimatedMinutes: z.number().int().min(1),
    passScore: z.number().int().min(0).max(100).nullable(),
    retakeAfterDays: z.number().int().min(0),
    questions: z
      .array(
        z.strictObject({
          id: z.string(),
          prompt: Text,
          code: z.string().nullable(),
          options: z.array(Text).min(2),
          answer: z.number().int().min(0),
        }),
      )
      .optional(),
    items: z
      .array(
        z.strictObject({
          id: z.string(),
          dimension: ProfileDimension,
          keyed: z.enum(["+", "-"]),
          text: Text,
        }),
      )
      .optional(),
    tasks: z
      .array(
        z.strictObject({
          id: z.string(),
          difficulty: z.enum(["easy", "medium"]),
          functionName: z.string().regex(/^[A-Za-z_$][\w$]*$/),
          title: Text,
          statement: Text,
          starter: z.record(CodeLanguage, z.string()),
          samples: z.array(Test).min(1),
          hidden: z.array(Test).min(1),
        }),
      )
      .optional(),
  })
  .superRefine((file, ctx) => {
    const need = { code: "tasks", profile: "items", quiz: "questions" } as const;
    if (!file[need[file.kind]]?.length) {
      ctx.addIssue({
        code: "custom",
        message: `a ${file.kind} assessment needs ${need[file.kind]}`,
      });
    }
    for (const q of file.questions ?? []) {
      if (q.answer >= q.options.length) {
        ctx.addIssue({ code: "custom", message: `${q.id}: answer out of range` });
      }
    }
  });
export type BankFile = z.infer<typeof BankFile>;
const DATA_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), "data");

/** Every version of every assessment; the catalogue shows the latest, attempts pin theirs. */
export class AssessmentBank {
  private readonly byId = new Map<string, Map<number, BankFile>>();

  constructor(files: BankFile[]) {
    for (const file of files) {
      const versions = this.byId.get(file.id) ?? new Map<number, BankFile>();
      if (versions.has(file.version)) throw new Error(`duplicate ${file.slug} v${file.version}`);
      versions.set(file.version, file);
      this.byId.set(file.id, versions);
    }
  }

  static fromDirectory(dir = DATA_DIR): AssessmentBank {
    const files = readdirSync(dir)
      .filter((name) => name.endsWith(".json"))
      .sort()
      .map((name) => {
        const parsed = BankFile.safeParse(JSON.parse(readFileSync(path.join(dir, name), "utf8")));
        if (!parsed.success)
          throw new Error(`Invalid assessment bank file ${name}: ${parsed.error}`);
        return parsed.data;
      });
    return new AssessmentBank(files);
  }

  /** Latest version of each assessment, in a stable order (code, profile, quizzes by title). */
  latest(): BankFile[] {
    const order = { code: 0, profile: 1, quiz: 2 } as const;
    return [...this.byId.values()]
      .map((versions) => [...versions.values()].sort((a, b) => b.version - a.version)[0]!)
      .sort((a, b) => order[a.kind] - order[b.kind] || a.title.en.localeCompare(b.title.en));
  }

  find(id: string, version?: number): BankFile | undefined {
    const versions = this.byId.get(id);
    if (!versions) return undefined;
    if (version !== undefined) return versions.get(version);
    return [...versions.values()].sort((a, b) => b.version - a.version)[0];
  }
}
