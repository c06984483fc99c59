export * from "./catalog";
export * from "./catalog-groups";
export * from "./catalog-products";
export * from "./content";
export * from "./crm";
export * from "./identity";
export * from "./accounts";
export * from "./mail";
