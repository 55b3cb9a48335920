// Runs in a child process (ADR 0017): reads the positioned text of a PDF with pdf.js and sends it
// back over IPC. The parent kills this process when it uses too much CPU time or memory, so a
// crafted PDF cannot stall or crash the API. Plain JavaScript so it starts without a TS loader.
import { getDocumentProxy } from "unpdf";

const MAX_PAGES = 40;
/** A LinkedIn export has a few thousand text runs; far more means a crafted file. */
const MAX_ITEMS = 100_000;

const round = (n) => Math.round(n * 100) / 100;

function toItem(raw, page) {
  if (typeof raw !== "object" || raw === null || !("str" in raw) || !("transform" in raw)) {
    return null;
  }
  const { str, transform, width } = raw;
  if (typeof str !== "string" || !str.trim() || !Array.isArray(transform)) return null;
  const [a, b, c, d, e, f] = transform.map(Number);
  if ([a, b, c, d, e, f].some((n) => n === undefined || !Number.isFinite(n))) return null;
  const size = round(Math.hypot(c ?? 0, d ?? 0) || Math.hypot(a ?? 0, b ?? 0));
  return { str, page, x: e ?? 0, y: f ?? 0, size, width: typeof width === "number" ? width : 0 };
}

async function read(data) {
  let doc;
  try {
    doc = await getDocumentProxy(new Uint8Array(data), {
      verbosity: 0,
      isEvalSupported: false,
      stopAtErrors: true,
    });
  } catch (error) {
    const name = error instanceof Error ? error.name : "";
    return { ok: false, error: name === "PasswordException" ? "password" : "unreadable" };
  }
  try {
    const items = [];
    for (let p = 1; p <= Math.min(doc.numPages, MAX_PAGES); p++) {
      const page = await doc.getPage(p);
      const content = await page.getTextContent();
      for (const raw of content.items) {
        const item = toItem(raw, p);
        if (item) items.push(item);
        if (items.length > MAX_ITEMS) return { ok: false, error: "too-complex" };
      }
      page.cleanup();
    }
    return { ok: true, items };
  } catch {
    return { ok: false, error: "damaged" };
  } finally {
    await doc.destroy().catch(() => undefined);
  }
}

process.once("message", (message) => {
  read(message)
    .catch(() => ({ ok: false, error: "damaged" }))
    .then((result) => process.send?.(result, () => process.exit(0)));
});
