// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { RUNTIME_CONFIG_EVENT } from "./runtime";
import { runtimeConfigScript } from "./runtime-script";

afterEach(() => {
  vi.unstubAllEnvs();
  delete window.__ENCAJA_CONFIG__;
});

describe("the runtime config script", () => {
  it("sets the config read from the environment and announces it", () => {
    vi.stubEnv("API_URL", "https://api.example.test/");
    const heard = vi.fn();
    window.addEventListener(RUNTIME_CONFIG_EVENT, heard);
    new Function(runtimeConfigScript())();
    window.removeEventListener(RUNTIME_CONFIG_EVENT, heard);
    expect(window.__ENCAJA_CONFIG__?.apiUrl).toBe("https://api.example.test");
    expect(Object.isFrozen(window.__ENCAJA_CONFIG__)).toBe(true);
    expect(heard).toHaveBeenCalledOnce();
  });

  it("cannot close the inline <script> it is written into", () => {
    vi.stubEnv("POSTHOG_HOST", "https://eu.posthog.example.test");
    vi.stubEnv("POSTHOG_KEY", "phc_</script><script>alert(1)</script>");
    const script = runtimeConfigScript();
    expect(script).not.toContain("</script>");
    new Function(script)();
    expect(window.__ENCAJA_CONFIG__?.analytics?.key).toBe("phc_</script><script>alert(1)</script>");
  });
});
