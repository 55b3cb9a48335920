import { describe, expect, it } from "vitest";
import en from "../../messages/en.json";
import es from "../../messages/es.json";

type Tree = { [key: string]: string | Tree };

function leafKeys(tree: Tree, prefix = ""): string[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === "string" ? [path] : leafKeys(value, path);
  });
}

function leaves(tree: Tree, prefix = ""): Array<[string, string]> {
  return Object.entries(tree).flatMap(([key, value]): Array<[string, string]> => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === "string" ? [[path, value]] : leaves(value, path);
  });
}

describe("web messages", () => {
  it("have identical key sets in Spanish and English", () => {
    expect(leafKeys(en as Tree).sort()).toEqual(leafKeys(es as Tree).sort());
  });

  it("have no empty strings", () => {
    for (const tree of [es, en] as Tree[]) {
      const empty = leaves(tree).filter(([, value]) => value.trim() === "");
      expect(empty).toEqual([]);
    }
  });

  it("use the same placeholders in both languages", () => {
    // An argument is `{name}` or `{name, type, …}`; plural/select branch texts (`{Move # items}`) are not.
    const placeholders = (value: string) =>
      [...value.matchAll(/\{(\w+)\s*[},]/g)].map((m) => m[1]).sort();
    const english = new Map(leaves(en as Tree));
    for (const [key, value] of leaves(es as Tree)) {
      expect(placeholders(english.get(key) ?? ""), key).toEqual(placeholders(value));
    }
  });
});
