import { describe, expect, it } from "vitest";
import { EXPORT_PAGE_SIZE, type ExportColumn, keysetPages, writeExport } from "./export-file";

interface Row {
  id: string;
  name: string;
}
const columns: ExportColumn<Row>[] = [
  { header: { es: "Nombre", en: "Name" }, cell: (row) => row.name },
];
const now = new Date("2026-05-04T10:00:00.000Z");

async function* pagesOf(...pages: Row[][]) {
  yield* pages;
}

describe("writeExport", () => {
  it("joins pages into one JSON document", async () => {
    const file = await writeExport(
      pagesOf([{ id: "1", name: "a" }], [{ id: "2", name: 'b "c"' }]),
      { format: "json", locale: "en", columns, name: "encaja-test", now },
    );
    expect(JSON.parse(file.body)).toEqual({
      exportedAt: now.toISOString(),
      locale: "en",
      items: [
        { id: "1", name: "a" },
        { id: "2", name: 'b "c"' },
      ],
    });
    expect(file).toMatchObject({ rows: 2, fileName: "encaja-test-2026-05-04.json" });
  });

  it("writes an empty JSON list and a CSV of only its header when there are no rows", async () => {
    const json = await writeExport(pagesOf(), {
      format: "json",
      locale: "es",
      columns,
      name: "x",
      now,
    });
    expect(JSON.parse(json.body).items).toEqual([]);
    const csv = await writeExport(pagesOf(), {
      format: "csv",
      locale: "es",
      columns,
      name: "x",
      now,
    });
    expect(csv.body).toBe("\uFEFFNombre\r\n");
  });
});

describe("keysetPages", () => {
  it("reads after each full page's last row until a short page", async () => {
    const total = EXPORT_PAGE_SIZE + 3;
    const all = Array.from({ length: total }, (_, i) => ({ id: `id-${i}`, cursor: `c-${i}` }));
    const asked: (string | undefined)[] = [];
    const read = async (after: { id: string } | undefined) => {
      asked.push(after?.id);
      const from = after ? all.findIndex((row) => row.id === after.id) + 1 : 0;
      return all.slice(from, from + EXPORT_PAGE_SIZE);
    };
    const seen: number[] = [];
    for await (const page of keysetPages(read, (row) => row.id)) seen.push(page.length);
    expect(seen).toEqual([EXPORT_PAGE_SIZE, 3]);
    expect(asked).toEqual([undefined, `id-${EXPORT_PAGE_SIZE - 1}`]);
  });
});
