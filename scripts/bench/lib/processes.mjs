import { spawn } from "node:child_process";

export function startNode(args, env, name) {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ["ignore", "inherit", "inherit"],
  });
  child.on("exit", (code, signal) => {
    if (!child.stopping) console.error(`[bench] ${name} exited (${signal ?? code})`);
  });
  return {
    pid: child.pid,
    stop: () =>
      new Promise((resolve) => {
        child.stopping = true;
        child.once("exit", resolve);
        child.kill("SIGTERM");
      }),
  };
}

export async function waitForHttp(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000}s`);
}
