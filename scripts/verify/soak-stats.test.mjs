import { describe, expect, it } from "vitest";
import { linearSlope, metricSample } from "./soak-stats.mjs";

describe("linearSlope", () => {
  it("is the least-squares slope", () => {
    expect(
      linearSlope([
        [1, 10],
        [2, 12],
        [3, 14],
      ]),
    ).toBeCloseTo(2);
    expect(
      linearSlope([
        [1, 5],
        [2, 7],
        [3, 5],
        [4, 7],
      ]),
    ).toBeCloseTo(0.4);
    expect(
      linearSlope([
        [1, 3],
        [2, 3],
      ]),
    ).toBe(0);
  });

  it("is NaN without two distinct x", () => {
    expect(linearSlope([[1, 3]])).toBeNaN();
    expect(
      linearSlope([
        [2, 3],
        [2, 4],
      ]),
    ).toBeNaN();
  });
});

describe("metricSample", () => {
  const text = [
    "# HELP nodejs_heap_size_used_bytes Process heap size used from Node.js in bytes.",
    "# TYPE nodejs_heap_size_used_bytes gauge",
    "nodejs_heap_size_used_bytes 52428800",
    'encaja_websocket_connections{instance="a"} 150',
    'encaja_websocket_connections{instance="b"} 50',
    "encaja_websocket_connections_total 9",
  ].join("\n");

  it("reads an unlabelled sample and sums labelled ones", () => {
    expect(metricSample(text, "nodejs_heap_size_used_bytes")).toBe(52_428_800);
    expect(metricSample(text, "encaja_websocket_connections")).toBe(200);
  });

  it("is NaN for a metric that is not there", () => {
    expect(metricSample(text, "process_resident_memory_bytes")).toBeNaN();
  });
});
