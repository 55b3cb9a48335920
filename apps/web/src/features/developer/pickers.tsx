/** Kept for the feature folders that still import it from here; see `@/features/forms/pickers`. */
export { CountriesPicker } from "@/features/forms/pickers/CountriesPicker";
