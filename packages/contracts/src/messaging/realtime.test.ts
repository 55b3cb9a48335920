import { describe, expect, it } from "vitest";
import { ServerFrame, serverFrameTypes } from "./realtime";

describe("serverFrameTypes", () => {
  it("names every server frame of the schema, in its order", () => {
    expect(serverFrameTypes).toEqual(ServerFrame.options.map((option) => option.shape.type.value));
  });
});
