import { describe, expect, it } from "vitest";
import {
  checkWebhookUrl,
  isAllowedAddress,
  parseWebhookUrl,
  type Resolver,
  resolveAllowedAddresses,
} from "./ssrf";

const strict = { allowLoopback: false };
const loose = { allowLoopback: true };

const resolvingTo =
  (...addresses: string[]): Resolver =>
  async () =>
    addresses.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));
const failing: Resolver = async () => {
  throw Object.assign(new Error("getaddrinfo ENOTFOUND"), { code: "ENOTFOUND" });
};

describe("webhook SSRF rules", () => {
  it.each([
    "10.1.2.3",
    "172.16.0.1",
    "192.168.1.1",
    "127.0.0.1",
    "0.0.0.0",
    "169.254.169.254",
    "100.64.0.1",
    "100.100.100.200",
    "192.0.0.192",
    "224.0.0.1",
    "255.255.255.255",
    "::1",
    "::",
    "fe80::1",
    "fd00:ec2::254",
    "fc00::1",
    "::ffff:127.0.0.1",
    "::ffff:10.0.0.1",
    "64:ff9b::a00:1",
    "2002:a00:1::",
    "ff02::1",
  ])("refuses %s", (address) => {
    expect(isAllowedAddress(address, strict)).toBe(false);
  });

  it.each(["93.184.215.14", "8.8.8.8", "2606:4700:4700::1111"])("accepts %s", (address) => {
    expect(isAllowedAddress(address, strict)).toBe(true);
  });

  it("allows loopback, and nothing else private, with WEBHOOKS_ALLOW_LOOPBACK", () => {
    expect(isAllowedAddress("127.0.0.1", loose)).toBe(true);
    expect(isAllowedAddress("::1", loose)).toBe(true);
    expect(isAllowedAddress("10.0.0.1", loose)).toBe(false);
    expect(isAllowedAddress("169.254.169.254", loose)).toBe(false);
  });

  it.each([
    ["http://hooks.example.com/x", "must use https"],
    ["https://hooks.example.com:8443/x", "port"],
    ["https://user:pw@hooks.example.com/x", "user name"],
    ["https://10.0.0.7/x", "private"],
    ["https://[::1]/x", "private"],
    ["https://[::ffff:7f00:1]/x", "private"],
    ["ftp://hooks.example.com/x", "https"],
    ["not a url", "not valid"],
  ])("refuses the URL %s", (url, reason) => {
    expect(() => parseWebhookUrl(url, strict)).toThrow(reason);
  });

  it("accepts https on the default port, and http or other ports only with loopback allowed", () => {
    expect(parseWebhookUrl("https://hooks.example.com/x", strict).hostname).toBe(
      "hooks.example.com",
    );
    expect(parseWebhookUrl("https://hooks.example.com:443/x", strict).port).toBe("");
    expect(parseWebhookUrl("http://127.0.0.1:4567/x", loose).port).toBe("4567");
  });

  it("refuses a name when any of its addresses is not public", async () => {
    await expect(
      resolveAllowedAddresses("h", strict, resolvingTo("93.184.215.14", "10.0.0.1")),
    ).rejects.toThrow("private");
    await expect(
      resolveAllowedAddresses("h", strict, resolvingTo("93.184.215.14")),
    ).resolves.toHaveLength(1);
    await expect(resolveAllowedAddresses("h", strict, failing)).rejects.toThrow("ENOTFOUND");
    await expect(resolveAllowedAddresses("h", strict, resolvingTo())).rejects.toThrow("no address");
  });

  it("on save: refuses names resolving to private addresses, accepts names that do not resolve yet", async () => {
    const url = "https://hooks.example.com/x";
    await expect(checkWebhookUrl(url, strict, resolvingTo("169.254.169.254"))).rejects.toThrow(
      "private",
    );
    await expect(checkWebhookUrl(url, strict, resolvingTo("127.0.0.1"))).rejects.toThrow();
    await expect(checkWebhookUrl(url, strict, resolvingTo("93.184.215.14"))).resolves.toBe(
      undefined,
    );
    await expect(checkWebhookUrl(url, strict, failing)).resolves.toBe(undefined);
  });
});
