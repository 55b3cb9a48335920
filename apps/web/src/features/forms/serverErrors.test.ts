import { describe, expect, it } from "vitest";
import { serverFieldErrors } from "./serverErrors";
import { validationEnvelope } from "./validationEnvelope";

describe("serverFieldErrors", () => {
  it("maps error paths to form fields, the longest matching path first", () => {
    const envelope = validationEnvelope([
      { path: "body.salary.amount", message: "Too low" },
      { path: "body.other", message: "Ignored" },
      { path: "salary", message: "Second error on the same field" },
    ]);
    expect(serverFieldErrors(envelope, { salary: "salary" })).toEqual({ salary: "Too low" });
    expect(serverFieldErrors(envelope, { salary: "salary", "salary.amount": "amount" })).toEqual({
      amount: "Too low",
      salary: "Second error on the same field",
    });
    expect(serverFieldErrors(undefined, { salary: "salary" })).toEqual({});
  });
});
