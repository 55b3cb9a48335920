// Sandbox worker (worker_threads): runs untrusted JavaScript/TypeScript inside QuickJS compiled
// to WebAssembly. Each test gets a fresh QuickJS runtime with memory, stack, time and output
// limits; the code never sees Node (no fs, network, process, require or timers). Plain .mjs so
// it runs unchanged under tsx, vitest and node.
import os from "node:os";
import { parentPort } from "node:worker_threads";
import variant from "@jitl/quickjs-wasmfile-release-sync";
import {
  newQuickJSWASMModuleFromVariant,
  shouldInterruptAfterDeadline,
} from "quickjs-emscripten-core";
import ts from "typescript";

const MAX_MESSAGE = 500;

// Nice is per thread on Linux: under CPU contention the API's event loop (and so every other
// request) wins over candidates' code.
try {
  os.setPriority(10);
} catch {
  // not permitted on this platform: run at normal priority
}
let quickjs = await newQuickJSWASMModuleFromVariant(variant);

// Captured before the candidate's code runs, so overriding JSON or prototypes only affects
// the candidate's own output (the expected values never enter the sandbox).
const PRELUDE = `
const __encajaStringify = JSON.stringify;
const __encajaParse = JSON.parse;
var module = { exports: {} };
var exports = module.exports;
const __encajaRun = function (fn, argsJson) {
  if (typeof fn !== "function") throw new TypeError("Function not found: define it with the name given in the task");
  const args = __encajaParse(argsJson);
  return __encajaStringify({ v: fn.apply(undefined, args) });
};
`;

const truncate = (s, n = MAX_MESSAGE) => (s.length > n ? `${s.slice(0, n)}…` : s);

function transpile(language, code) {
  if (language !== "typescript") return { code };
  const out = ts.transpileModule(code, {
    reportDiagnostics: true,
    compilerOptions: {
      target: ts.ScriptTarget.ES2020,
      module: ts.ModuleKind.CommonJS,
      strict: false,
      noEmitHelpers: false,
    },
  });
  const diagnostic = out.diagnostics?.[0];
  if (diagnostic) {
    return { error: truncate(ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n")) };
  }
  return { code: out.outputText };
}

function describeError(vm, handle) {
  let dumped;
  try {
    dumped = vm.dump(handle);
  } catch {
    dumped = undefined;
  }
  if (dumped && typeof dumped === "object") {
    const name = typeof dumped.name === "string" ? dumped.name : "Error";
    const message = typeof dumped.message === "string" ? dumped.message : "";
    return { name, message };
  }
  return { name: "Error", message: `Uncaught ${truncate(String(dumped))}` };
}

function classify({ name, message }) {
  if (message === "interrupted") return { status: "timeout", message: "Time limit exceeded" };
  if (message === "out of memory" || message === "string too long" || /allocation/.test(message)) {
    return { status: "memory", message: "Memory limit exceeded" };
  }
  if (message === "stack overflow") {
    return { status: "runtime_error", message: "RangeError: stack overflow (recursion too deep)" };
  }
  return { status: "runtime_error", message: truncate(`${name}: ${message}`) };
}

/** One test in a fresh runtime. Returns {status, timeMs, actualJson?, message?, output}. */
function runTest(job, source, test, budgetEnd) {
  const { limits } = job;
  const started = performance.now();
  const deadline = Math.min(Date.now() + limits.timeMs, budgetEnd);
  let output = "";
  let outputExceeded = false;
  const runtime = quickjs.newRuntime();
  runtime.setMemoryLimit(limits.memoryBytes);
  runtime.setMaxStackSize(limits.stackBytes);
  runtime.setInterruptHandler(shouldInterruptAfterDeadline(deadline));
  const vm = runtime.newContext();
  const finish = (result) => ({
    ...result,
    timeMs: Math.round((performance.now() - started) * 10) / 10,
    output,
  });
  try {
    const log = vm.newFunction("log", (...args) => {
      const line = args
        .map((a) => {
          const v = vm.typeof(a) === "string" ? vm.getString(a) : vm.dump(a);
          return typeof v === "string" ? v : safeJson(v);
        })
        .join(" ");
      if (output.length + line.length + 1 > limits.outputBytes) {
        outputExceeded = true;
        output = truncate(output + line, limits.outputBytes);
        return { error: vm.newError("Output limit exceeded") };
      }
      output += `${line}\n`;
      return vm.undefined;
    });
    const consoleObj = vm.newObject();
    for (const method of ["log", "info", "warn", "error", "debug"]) {
      vm.setProp(consoleObj, method, log);
    }
    vm.setProp(vm.global, "console", consoleObj);
    consoleObj.dispose();
    log.dispose();

    const prelude = vm.evalCode(PRELUDE, "prelude.js");
    if (prelude.error) {
      prelude.error.dispose();
      return finish({ status: "runtime_error", message: "Sandbox failed to start" });
    }
    prelude.value.dispose();

    const loaded = vm.evalCode(source, "solution.js");
    if (loaded.error) {
      const err = describeError(vm, loaded.error);
      loaded.error.dispose();
      if (outputExceeded)
        return finish({ status: "output_limit", message: "Output limit exceeded" });
      if (err.name === "SyntaxError") {
        return finish({
          status: "compile_error",
          message: truncate(`SyntaxError: ${err.message}`),
        });
      }
      return finish(classify(err));
    }
    loaded.value.dispose();

    const fn = job.functionName;
    const call = `__encajaRun(typeof ${fn} === "function" ? ${fn} : (module.exports.${fn} ?? exports.${fn}), ${JSON.stringify(JSON.stringify(test.args))})`;
    const result = vm.evalCode(call, "run.js");
    if (result.error) {
      const err = describeError(vm, result.error);
      result.error.dispose();
      if (outputExceeded)
        return finish({ status: "output_limit", message: "Output limit exceeded" });
      return finish(classify(err));
    }
    const json = vm.typeof(result.value) === "string" ? vm.getString(result.value) : undefined;
    result.value.dispose();
    if (outputExceeded) return finish({ status: "output_limit", message: "Output limit exceeded" });
    if (json === undefined) return finish({ status: "runtime_error", message: "No result" });
    if (json.length > limits.resultBytes) {
      return finish({ status: "output_limit", message: "Returned value is too large" });
    }
    return finish({ status: "ok", actualJson: json });
  } finally {
    try {
      vm.dispose();
      runtime.dispose();
    } catch {
      // A runtime that hit its memory limit may not tear down cleanly: start a fresh module.
      reload = true;
    }
  }
}

let reload = false;

function safeJson(v) {
  try {
    return JSON.stringify(v) ?? String(v);
  } catch {
    return String(v);
  }
}

async function runJob(job) {
  const compiled = transpile(job.language, job.code);
  if (compiled.error !== undefined) {
    for (const test of job.tests) {
      parentPort.postMessage({
        type: "test",
        jobId: job.id,
        testId: test.id,
        result: { status: "compile_error", message: compiled.error, timeMs: 0, output: "" },
      });
    }
    return;
  }
  // Re-arms the host's watchdog: transpiling is not part of a test's time.
  parentPort.postMessage({ type: "compiled", jobId: job.id });
  const budgetEnd = Date.now() + job.limits.jobBudgetMs;
  for (const test of job.tests) {
    let result;
    if (Date.now() >= budgetEnd) {
      result = {
        status: "timeout",
        message: "Time budget of the task exhausted",
        timeMs: 0,
        output: "",
      };
    } else {
      try {
        result = runTest(job, compiled.code, test, budgetEnd);
      } catch (error) {
        // The wasm instance itself failed (e.g. aborted on an allocation): contain and reload.
        reload = true;
        result = {
          status: "memory",
          message: truncate(`Sandbox aborted: ${error instanceof Error ? error.message : "error"}`),
          timeMs: 0,
          output: "",
        };
      }
    }
    if (reload) {
      quickjs = await newQuickJSWASMModuleFromVariant(variant);
      reload = false;
    }
    parentPort.postMessage({ type: "test", jobId: job.id, testId: test.id, result });
  }
}

parentPort.on("message", async (job) => {
  await runJob(job);
  parentPort.postMessage({ type: "done", jobId: job.id });
});
// Warm the TypeScript transpiler up so a first submission does not pay for its JIT.
transpile("typescript", "const warm: number = 1;");
parentPort.postMessage({ type: "ready" });
