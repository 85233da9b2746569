/** The part of oidc-provider 9 the sandbox uses (the package ships no type declarations). */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export type AdapterPayload = Record<string, unknown> & {
    accountId?: string;
    grantId?: string;
    userCode?: string;
    uid?: string;
    consumed?: number;
  };

  export interface Adapter {
    upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void>;
    find(id: string): Promise<AdapterPayload | undefined>;
    findByUserCode(userCode: string): Promise<AdapterPayload | undefined>;
    findByUid(uid: string): Promise<AdapterPayload | undefined>;
    consume(id: string): Promise<void>;
    destroy(id: string): Promise<void>;
    revokeByGrantId(grantId: string): Promise<void>;
  }

  export interface ClientEntity {
    clientId: string;
    clientName?: string;
    clientAuthMethod: string;
    redirectUris: string[];
  }

  export interface TokenEntity {
    accountId?: string;
    clientId?: string;
    grantId?: string;
    iiat?: number;
    iat?: number;
    jkt?: string;
    scope?: string;
    remainingTTL: number;
  }

  export interface OidcContext {
    route?: string;
    client?: ClientEntity;
    entities: {
      AccessToken?: TokenEntity;
      ClientCredentials?: TokenEntity;
      RefreshToken?: TokenEntity;
      DeviceCode?: TokenEntity;
      Client?: ClientEntity;
    };
    urlFor(route: string, params?: Record<string, string>): string;
  }

  export interface KoaContext {
    oidc: OidcContext;
    status: number;
    body: unknown;
    type: string;
    method: string;
    path: string;
    req: IncomingMessage;
    res: ServerResponse;
    set(field: string, value: string): void;
    get(field: string): string;
    response: { is(type: string): string | false };
  }

  export type Middleware = (ctx: KoaContext, next: () => Promise<void>) => Promise<void>;

  export interface InteractionDetails {
    uid: string;
    prompt: {
      name: string;
      reasons: string[];
      details: Record<string, unknown> & {
        missingOIDCScope?: string[];
        missingOIDCClaims?: string[];
        missingResourceScopes?: Record<string, string[]>;
      };
    };
    params: Record<string, unknown> & { client_id: string; scope?: string; redirect_uri?: string };
    session?: { accountId: string };
    grantId?: string;
  }

  /** The context oidc-provider passes to `loadExistingGrant`. */
  export interface GrantContext {
    oidc: {
      client: ClientEntity;
      session: SessionInstance;
      result?: { consent?: { grantId?: string } };
      provider: Provider;
    };
  }

  export interface SessionInstance {
    uid: string;
    /** Expiry in epoch seconds; undefined for a session never stored. */
    exp?: number;
    accountId?: string;
    grantIdFor(clientId: string): string | undefined;
  }

  export interface GrantInstance {
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    addResourceScope(indicator: string, scope: string): void;
    save(): Promise<string>;
  }

  export interface InteractionResult {
    login?: { accountId: string };
    consent?: { grantId: string };
    error?: string;
    error_description?: string;
  }

  export type Configuration = Record<string, unknown>;

  export class Provider {
    constructor(issuer: string, configuration: Configuration);
    issuer: string;
    proxy: boolean;
    use(middleware: Middleware): void;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: InteractionResult,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    Grant: {
      new (init: { accountId: string; clientId: string }): GrantInstance;
      find(id: string): Promise<GrantInstance | undefined>;
    };
    Client: {
      find(id: string): Promise<ClientEntity | undefined>;
      prototype: { compareClientSecret(secret: string): Promise<boolean> };
    };
    /** The browser's session from its cookie (a new, empty one when there is none). */
    Session: { get(ctx: { req: IncomingMessage; res: ServerResponse }): Promise<SessionInstance> };
    on(event: string, listener: (...args: unknown[]) => void): void;
    /** The request being handled (oidc-provider keeps it in AsyncLocalStorage). */
    static readonly ctx: KoaContext | undefined;
  }

  export const errors: {
    OIDCProviderError: new (status: number, error: string) => Error & { error_description?: string; expose: boolean };
    InvalidTarget: new (description?: string) => Error;
    SessionNotFound: new (description?: string) => Error;
  };

  export default Provider;
}
