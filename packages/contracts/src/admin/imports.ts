/** Issue #20, admin backoffice: imports shapes (filled by the imports slice). */
export {};
