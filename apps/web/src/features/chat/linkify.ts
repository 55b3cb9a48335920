/** A piece of a message's text: plain text or a web link. */
export type TextPart =
  | { kind: "text"; text: string }
  | { kind: "link"; text: string; href: string };

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"']+/gi;
/** Punctuation that ends a sentence, not the link (`see https://x.dev.`). */
const TRAILING = /[.,;:!?)\]}»]+$/;

/**
 * Splits plain text into text and http(s) links. The parts are rendered as React text and
 * anchors, never as HTML, so a message cannot inject markup; other schemes stay text.
 */
export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index ?? 0;
    const raw = match[0];
    const trimmed = raw.replace(TRAILING, "");
    if (!isWebUrl(trimmed)) continue;
    if (start > last) parts.push({ kind: "text", text: text.slice(last, start) });
    parts.push({ kind: "link", text: trimmed, href: trimmed });
    last = start + trimmed.length;
  }
  if (last < text.length) parts.push({ kind: "text", text: text.slice(last) });
  return parts;
}

function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}
