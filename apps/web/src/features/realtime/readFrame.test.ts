import { describe, expect, it } from "vitest";
import { readFrame } from "./RealtimeProvider";

describe("readFrame", () => {
  it("returns a frame of a known type as it came", () => {
    const frame = { type: "unread", notifications: 3 };
    expect(readFrame(JSON.stringify(frame))).toEqual(frame);
  });

  it("ignores frames of unknown types, without a type, or not JSON objects", () => {
    for (const data of ['{"type":"shutdown"}', '{"kind":"ready"}', "[1]", "null", '"ready"', "{"]) {
      expect(readFrame(data)).toBeNull();
    }
  });
});
