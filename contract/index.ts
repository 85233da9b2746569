/**
 * The contract's wire types and schemas. List queries (`./list-queries`, `./query`) and the endpoint table
 * (`./endpoints`) are imported from their modules: through this barrel they would sit in the dashboard's first route.
 */
export * from './vin';
export * from './signal';
export * from './extensions';
export * from './problem';
export * from './vehicle';
export * from './page';
export * from './alerts';
export * from './journeys';
export * from './ev';
export * from './catalog';
export * from './token';
export * from './support';
export * from './diagnostics';
