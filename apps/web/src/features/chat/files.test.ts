import { CHAT_ATTACHMENT_MAX_BYTES } from "@encaja/contracts";
import { describe, expect, it } from "vitest";
import { fileProblem } from "./files";

describe("fileProblem", () => {
  it("accepts PDF and images up to the limit", () => {
    expect(fileProblem({ type: "application/pdf", size: 1000 })).toBeNull();
    expect(fileProblem({ type: "image/webp", size: CHAT_ATTACHMENT_MAX_BYTES })).toBeNull();
  });

  it("refuses other types and oversize files before uploading", () => {
    expect(fileProblem({ type: "text/html", size: 10 })).toBe("wrongType");
    expect(fileProblem({ type: "", size: 10 })).toBe("wrongType");
    expect(fileProblem({ type: "image/png", size: CHAT_ATTACHMENT_MAX_BYTES + 1 })).toBe(
      "tooLarge",
    );
  });
});
