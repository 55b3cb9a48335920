/** Issue #20, admin backoffice: users shapes (filled by the users slice). */
export {};
