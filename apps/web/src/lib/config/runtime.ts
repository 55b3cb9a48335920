/** Dispatched on window by /runtime-config.js once `window.__ENCAJA_CONFIG__` is set. */
export const RUNTIME_CONFIG_EVENT = "encaja:config";
