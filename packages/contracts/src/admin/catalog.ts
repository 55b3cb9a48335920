/** Issue #20, admin backoffice: catalog shapes (filled by the catalog slice). */
export {};
