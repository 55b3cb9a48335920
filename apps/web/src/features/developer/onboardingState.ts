/** Kept for the feature folders that still import it from here; see `./onboarding/state`. */
export { storeSignupProject } from "./onboarding/state";
