/** A readable device ("Firefox on Linux") from a user agent; null when nothing is recognised. */
export function deviceOf(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const browser = [
    [/Edg\//, "Edge"],
    [/OPR\/|Opera/, "Opera"],
    [/Firefox\//, "Firefox"],
    [/Chrome\/|CriOS\//, "Chrome"],
    [/Safari\//, "Safari"],
  ] as const satisfies ReadonlyArray<readonly [RegExp, string]>;
  const system = [
    [/Android/, "Android"],
    [/iPhone|iPad|iOS/, "iOS"],
    [/Windows/, "Windows"],
    [/Mac OS X|Macintosh/, "macOS"],
    [/CrOS/, "ChromeOS"],
    [/Linux/, "Linux"],
  ] as const satisfies ReadonlyArray<readonly [RegExp, string]>;
  const name = browser.find(([re]) => re.test(userAgent))?.[1];
  const os = system.find(([re]) => re.test(userAgent))?.[1];
  if (name && os) return `${name} on ${os}`;
  return name ?? os ?? userAgent.slice(0, 60);
}

/** An IP with its host part hidden: "203.0.113.x", or the first three IPv6 groups + "::x". */
export function truncatedIp(ip: string | null): string | null {
  if (!ip) return null;
  const v4 = ip.replace(/^::ffff:/, "");
  if (/^\d+\.\d+\.\d+\.\d+$/.test(v4)) return `${v4.split(".").slice(0, 3).join(".")}.x`;
  if (ip.includes(":")) return `${ip.split(":").slice(0, 3).join(":")}::x`;
  return null;
}
