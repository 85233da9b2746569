import { authPaths } from './auth-paths';
import { chargerPaths } from './charger-paths';
import { components } from './components';
import { controlPaths } from './control-paths';
import { cspReportPaths } from './csp-paths';
import { dataPaths } from './data-paths';
import { faultControlPaths } from './fault-paths';
import { publicPaths } from './public-paths';
import type { Json } from './refs';
import { supportPaths } from './support-paths';

export type OpenApiDocument = Json & {
  openapi: string;
  paths: Record<string, Record<string, unknown>>;
  components: Json;
};

/** The OpenAPI 3.1 document of the whole service, generated from the contract (schemas via zod's `z.toJSONSchema`). */
export function buildOpenApiDocument(o: { apiUrl: string; authUrl: string; control?: boolean }): OpenApiDocument {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Vehicle Data Service',
      version: '1.0.0',
      description:
        'REST access to connected-vehicle data (VSS-mapped signal values), protected by OAuth 2.0 with DPoP (RFC 9449). Errors are RFC 9457 problem details.',
    },
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    servers: [{ url: o.apiUrl, description: 'Data API ({base_url})' }],
    tags: [
      { name: 'vehicle data' },
      { name: 'chargers' },
      { name: 'support' },
      { name: 'public' },
      { name: 'authorization' },
      ...(o.control ? [{ name: 'sandbox control' }] : []),
    ],
    paths: {
      ...dataPaths(),
      ...chargerPaths(),
      ...supportPaths,
      ...publicPaths,
      ...(o.control ? { ...controlPaths, ...faultControlPaths() } : {}),
      ...cspReportPaths(o.control === true),
      ...authPaths(o.authUrl),
    },
    components: components(o.control),
  };
}
