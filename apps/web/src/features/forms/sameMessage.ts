/** One text for every field named (a form whose errors all say "check this field"). */
export function sameMessage<K extends string>(fields: readonly K[], text: string) {
  return Object.fromEntries(fields.map((field) => [field, text])) as Record<K, string>;
}
