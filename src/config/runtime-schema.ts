// The runtime config's checks (zod): loaded while /config.json is fetched, not with the first route.
import { z } from 'zod/mini';
import { RuntimeConfigError } from './runtime';

// The CSP forbids eval: zod must not compile parsers with `new Function` (nor probe whether it may).
z.config({ jitless: true });

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** https (wss) anywhere; plain http (ws) only on a loopback host, where browsers treat it as a secure context. */
function serviceUrl(secure: string, insecure: string) {
  return z.string().check(
    z.superRefine((value, ctx) => {
      let url: URL;
      try {
        url = new URL(value);
      } catch {
        ctx.addIssue({ code: 'custom', message: `"${value}" is not an absolute URL` });
        return;
      }
      if (url.protocol === secure) return;
      if (url.protocol === insecure) {
        if (!LOOPBACK_HOSTS.has(url.hostname)) {
          ctx.addIssue({
            code: 'custom',
            message: `${insecure}// is allowed only for localhost, 127.0.0.1 or [::1]; use ${secure}// for ${url.hostname}`,
          });
        }
        return;
      }
      ctx.addIssue({
        code: 'custom',
        message: `must use ${secure}// (or ${insecure}// on localhost), not ${url.protocol}//`,
      });
    }),
  );
}

const tileUrl = z.string().check(
  z.superRefine((value, ctx) => {
    for (const part of ['{z}', '{x}', '{y}']) {
      if (!value.includes(part)) ctx.addIssue({ code: 'custom', message: `must contain the placeholder ${part}` });
    }
    const probe = value.replace(/\{[a-z]+\}/g, '0');
    const check = serviceUrl('https:', 'http:').safeParse(probe);
    if (!check.success)
      for (const issue of check.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
  }),
);

const RuntimeConfigSchema = z.object({
  apiBaseUrl: serviceUrl('https:', 'http:'),
  authUrl: serviceUrl('https:', 'http:'),
  clientId: z.string().check(z.minLength(1, 'must not be empty')),
  redirectUri: serviceUrl('https:', 'http:'),
  scopes: z
    .array(z.string().check(z.regex(/^[\x21\x23-\x5B\x5D-\x7E]+$/, 'must be a scope token without spaces or quotes')))
    .check(z.minLength(1, 'must list at least one scope')),
  /** The MQTT-over-WebSocket stream (DESIGN §3); without it the dashboard loads and refetches over REST only. */
  mqttUrl: z.optional(serviceUrl('wss:', 'ws:')),
  /** How often a car's views refetch over REST while its stream is unavailable (default 30). */
  livePollSeconds: z.optional(
    z.number().check(z.int(), z.gte(1, 'must be at least 1'), z.lte(3600, 'must be at most 3600')),
  ),
  tileUrl,
  tileAttribution: z.string().check(z.minLength(1, 'must not be empty')),
  /** Where the built app's CSP reports violations (`report-uri` and `report-to`); none without it. */
  cspReportUrl: z.optional(serviceUrl('https:', 'http:')),
});
export type RuntimeConfig = z.infer<typeof RuntimeConfigSchema>;

/** Every problem at once, each as "field: reason". */
export function parseRuntimeConfig(input: unknown, pageOrigin?: string): RuntimeConfig {
  const result = RuntimeConfigSchema.safeParse(input);
  if (!result.success) {
    throw new RuntimeConfigError(
      result.error.issues.map(
        (issue) => `${issue.path.length ? issue.path.join('.') : 'config.json'}: ${issue.message}`,
      ),
    );
  }
  const config = result.data;
  if (pageOrigin && new URL(config.redirectUri).origin !== pageOrigin) {
    throw new RuntimeConfigError([
      `redirectUri: must be on this dashboard's origin ${pageOrigin}, not ${new URL(config.redirectUri).origin}`,
    ]);
  }
  return config;
}
