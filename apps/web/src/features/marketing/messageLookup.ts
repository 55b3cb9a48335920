import type { Messages } from "next-intl";
import { getTranslations } from "next-intl/server";
import { type MarketingPageContent, type MarketingPageSpec, resolveMarketingPage } from "./content";

/** Looks up a message of one namespace by a key built from data. */
export type MessageLookup = (key: string, values?: Record<string, string | number>) => string;

/**
 * The namespace's translator, for keys that page content builds from lists (`steps.items.${key}.title`),
 * which the typed `t` cannot check; the content tests resolve every such key in both languages instead.
 */
export async function messageLookup(namespace: keyof Messages): Promise<MessageLookup> {
  return (await getTranslations(namespace)) as unknown as MessageLookup;
}

/** The texts of a marketing page spec, in the request's locale. */
export async function loadMarketingPage(spec: MarketingPageSpec): Promise<MarketingPageContent> {
  return resolveMarketingPage(spec, await messageLookup(spec.namespace));
}
