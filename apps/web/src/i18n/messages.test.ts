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

/**
 * The argument names of an ICU message, read as ICU does: `{name}` or `{name, type, …}` is an
 * argument, while the branch texts of a select or plural (`soft {Entrevista personal}`) are
 * messages of their own, searched again for arguments.
 */
function argumentNames(message: string): Set<string> {
  const names = new Set<string>();
  let i = 0;
  const readMessage = (): void => {
    while (i < message.length && message[i] !== "}") {
      if (message[i] === "{") readArgument();
      else i++;
    }
  };
  const readArgument = (): void => {
    i++;
    const header = message.slice(i).match(/^\s*(\w+)\s*(?:,\s*(\w+)\s*)?/);
    if (!header) throw new Error(`unreadable argument at ${i} in "${message}"`);
    names.add(header[1] as string);
    i += header[0].length;
    const type = header[2];
    if (type === "select" || type === "plural" || type === "selectordinal") {
      i++; // the comma before the branches
      while (i < message.length && message[i] !== "}") {
        if (message[i] === "{") {
          i++;
          readMessage();
          i++;
        } else i++;
      }
    } else {
      while (i < message.length && message[i] !== "}") i++;
    }
    i++;
  };
  readMessage();
  return names;
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
    const placeholders = (value: string) => [...argumentNames(value)].sort();
    const english = new Map(leaves(en as Tree));
    for (const [key, value] of leaves(es as Tree)) {
      expect(placeholders(english.get(key) ?? ""), key).toEqual(placeholders(value));
    }
  });
});
