import { afterAll, describe, expect, it } from "vitest";
import { type SandboxJob, SandboxPool, type SandboxTestOutcome } from "./pool";

const pool = new SandboxPool({ size: 2, maxQueue: 8 });
afterAll(() => pool.close());

const one = async (code: string, extra: Partial<SandboxJob> = {}): Promise<SandboxTestOutcome> => {
  const [outcome] = await pool.run({
    language: "javascript",
    code,
    functionName: "solve",
    tests: [{ id: "t1", args: [2, 3] }],
    ...extra,
  });
  return outcome!;
};

describe("sandbox: normal code", () => {
  it("runs a JavaScript function with JSON arguments and returns its value", async () => {
    const out = await one(
      "function solve(a, b) { console.log('adding', a, b); return [a + b, { ok: true }]; }",
    );
    expect(out.status).toBe("ok");
    expect(JSON.parse(out.actualJson!)).toEqual({ v: [5, { ok: true }] });
    expect(out.output).toBe("adding 2 3\n");
  });

  it("transpiles TypeScript (types, interfaces, exports) before running it", async () => {
    const code =
      "interface P { a: number }\nexport const solve = (a: number, b: number): number => { const p: P = { a }; return p.a * b; };";
    const out = await one(code, { language: "typescript" });
    expect(out).toMatchObject({ status: "ok", actualJson: '{"v":6}' });
  });

  it("finds arrow functions declared with const", async () => {
    expect(await one("const solve = (a, b) => a - b;")).toMatchObject({ actualJson: '{"v":-1}' });
  });

  it("reports TypeScript syntax errors as compile errors", async () => {
    const out = await one("function solve(a: number { return a }", { language: "typescript" });
    expect(out.status).toBe("compile_error");
    expect(out.message).toMatch(/expected/i);
  });

  it("reports JavaScript syntax errors as compile errors", async () => {
    expect((await one("function solve( {")).status).toBe("compile_error");
  });

  it("reports a missing function and thrown errors as runtime errors with the message", async () => {
    expect(await one("function other() {}")).toMatchObject({
      status: "runtime_error",
      message: expect.stringMatching(/Function not found/),
    });
    expect(await one("function solve() { throw new Error('boom') }")).toMatchObject({
      status: "runtime_error",
      message: "Error: boom",
    });
  });
});

describe("sandbox: abuse is contained", () => {
  it("stops an infinite loop at the time limit", async () => {
    const out = await one("function solve() { while (true) {} }", { limits: { timeMs: 200 } });
    expect(out.status).toBe("timeout");
    expect(out.timeMs).toBeLessThan(2_000);
  });

  it("stops deep recursion with a clear message", async () => {
    const out = await one("function solve(n) { return solve(n + 1) + 1; }");
    expect(out).toMatchObject({
      status: "runtime_error",
      message: expect.stringMatching(/stack overflow/),
    });
  });

  it("stops a memory bomb at the memory limit", async () => {
    const out = await one(
      "function solve() { const a = []; while (true) a.push([a.length, {}, 'x' + a.length]); }",
      {
        limits: { memoryBytes: 16 * 1024 * 1024, timeMs: 10_000, jobBudgetMs: 10_000 },
      },
    );
    expect(out).toMatchObject({ status: "memory", message: "Memory limit exceeded" });
  });

  it("stops one huge allocation", async () => {
    expect((await one("function solve() { return 'x'.repeat(2 ** 29).length; }")).status).toBe(
      "memory",
    );
    expect(
      (await one("function solve() { return new Array(2 ** 27).fill(0).length; }")).status,
    ).toBe("memory");
  });

  it("kills a worker stuck in native code (watchdog) and keeps serving", async () => {
    const started = Date.now();
    const out = await one(
      "function solve() { const a = []; while (true) a.push('x'.repeat(1e6) + a.length); }",
      {
        limits: { timeMs: 200 },
      },
    );
    expect(out).toMatchObject({ status: "timeout", message: expect.stringMatching(/watchdog/) });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(await one("function solve(a, b) { return a * b; }")).toMatchObject({
      status: "ok",
      actualJson: '{"v":6}',
    });
  });

  it("stops exponential string growth", async () => {
    const out = await one("function solve() { let s = 'x'; while (true) s += s; }");
    expect(out.status).toBe("memory");
  });

  it("caps printed output and huge return values", async () => {
    const printed = await one("function solve() { while (true) console.log('spam'.repeat(100)); }");
    expect(printed.status).toBe("output_limit");
    expect(printed.output.length).toBeLessThanOrEqual(8 * 1024 + 1);
    const returned = await one("function solve() { return 'y'.repeat(1e6); }");
    expect(returned.status).toBe("output_limit");
  });

  it("has no process, require, fs, network or timers to reach", async () => {
    const probe = await one(
      `function solve() {
        return [typeof process, typeof require, typeof fetch, typeof setTimeout, typeof setInterval,
          typeof XMLHttpRequest, typeof WebAssembly, typeof globalThis.process, typeof Deno, typeof Bun];
      }`,
    );
    expect(JSON.parse(probe.actualJson!).v).toEqual(Array(10).fill("undefined"));
    const breakout = await one(
      "function solve() { return this.constructor.constructor('return process')().mainModule.require('fs'); }",
    );
    expect(breakout.status).toBe("runtime_error");
    const viaFunction = await one(
      "function solve() { return Function('return globalThis')().process.env; }",
    );
    expect(viaFunction).toMatchObject({
      status: "runtime_error",
      message: expect.stringMatching(/TypeError/),
    });
    expect(
      await one("function solve() { return require('fs').readFileSync('/etc/passwd'); }"),
    ).toMatchObject({
      status: "runtime_error",
      message: expect.stringMatching(/ReferenceError/),
    });
  });

  it("keeps prototype pollution inside one test: not across tests, never on the host", async () => {
    const outcomes = await pool.run({
      language: "javascript",
      code: "function solve(first) { if (first) { Object.prototype.polluted = 'yes'; JSON.stringify = () => '{\"v\":42}'; } return ({}).polluted ?? 'clean'; }",
      functionName: "solve",
      tests: [
        { id: "a", args: [true] },
        { id: "b", args: [false] },
      ],
    });
    expect(outcomes.map((o) => o.actualJson)).toEqual(['{"v":"yes"}', '{"v":"clean"}']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("spends a task's time budget once: after it, the remaining tests are timeouts without running", async () => {
    const tests = Array.from({ length: 6 }, (_, i) => ({ id: `t${i}`, args: [] }));
    const started = Date.now();
    const outcomes = await pool.run({
      language: "javascript",
      code: "function solve() { while (true) {} }",
      functionName: "solve",
      tests,
      limits: { timeMs: 300, jobBudgetMs: 700 },
    });
    expect(outcomes.every((o) => o.status === "timeout")).toBe(true);
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it("answers SANDBOX_BUSY when the queue is full", async () => {
    const small = new SandboxPool({ size: 1, maxQueue: 1 });
    await small.run({
      language: "javascript",
      code: "function solve() {}",
      functionName: "solve",
      tests: [],
    });
    const job: SandboxJob = {
      language: "javascript",
      code: "function solve() { while (true) {} }",
      functionName: "solve",
      tests: [{ id: "t", args: [] }],
      limits: { timeMs: 200 },
    };
    const first = small.run(job);
    const second = small.run(job);
    expect(() => small.run(job)).toThrow(
      expect.objectContaining({ code: "SANDBOX_BUSY", statusCode: 503 }),
    );
    await Promise.all([first, second]);
    await small.close();
  });
});
