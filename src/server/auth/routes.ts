import { Hono, type Context } from 'hono';
import type { Config } from '../env';
import { MAX_JSON_DEPTH, readJsonBody } from '../http/json-body';
import { answerUnexpected } from '../http/unexpected';
import type { Logger } from '../logger';
import type { AppEnv } from '../http/app-env';
import type { PrincipalResolver } from '../http/principal';
import type { RateLimiter } from '../rate-limit';
import type { AccountService } from './accounts';
import { authErrorResponse, AuthError, authErrors, API_VERSION, API_VERSION_HEADER } from './errors';
import { createAuthRateLimit } from './ip-rate-limit';
import type { SigningKeys } from './keys';
import type { OwnDataService } from './own-data';
import type { AdmitRefresh, LogoutScope, SessionResponse, SessionService } from './sessions';

/**
 * /auth/v1: the GoTrue subset supabase-js uses (docs/supabase-contract.md §2). Routes parse,
 * call a service, answer; every failure leaves as GoTrue's error body.
 */
export interface AuthRouteDeps {
  config: Config;
  accounts: AccountService;
  sessions: SessionService;
  principals: PrincipalResolver;
  rateLimiter: RateLimiter;
  keys: SigningKeys;
  logger: Logger;
  /** Google sign-in (its own module): the browser-navigation routes and the PKCE code exchange. */
  oauth?: OAuthSurface;
  /** The download of one's data and the deletion of one's account (own-data.ts). */
  ownData: OwnDataService;
}

export interface OAuthSurface {
  /** GET /authorize and GET /callback, mounted under /auth/v1. */
  routes: Hono<AppEnv>;
  /** POST /token?grant_type=pkce: `{auth_code, code_verifier}` → a session. */
  exchangePkce(body: Record<string, unknown>): Promise<SessionResponse>;
}

/** Paths reached by top-level browser navigation: no apikey can be sent there (contract P6, P14). */
const NAVIGATION_PATHS = new Set(['/authorize', '/callback']);

/** No auth request body comes near this: an email, a password, a little user metadata. */
const MAX_AUTH_BODY_BYTES = 64 * 1024;

/** Reads a JSON object body; an empty body is `{}` (contract P1: bodiless POST /logout). */
async function readJsonObject(c: Context): Promise<Record<string, unknown>> {
  const read = await readJsonBody(c.req, { maxBytes: MAX_AUTH_BODY_BYTES });
  if (!read.ok) {
    if (read.reason === 'empty') return {};
    if (read.reason === 'too-large') throw new AuthError(413, 'request_too_large', 'Request body too large');
    throw authErrors.badJson(read.reason === 'too-deep' ? `it nests deeper than ${MAX_JSON_DEPTH} levels` : undefined);
  }
  const parsed = read.value;
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw authErrors.badJson();
  return parsed as Record<string, unknown>;
}

export function createAuthRoutes(deps: AuthRouteDeps): Hono<AppEnv> {
  const { config, accounts, sessions, principals, rateLimiter } = deps;
  const app = new Hono<AppEnv>();
  const limit = createAuthRateLimit(config, rateLimiter);

  async function requireUser(c: Context) {
    const resolved = await principals.resolve(c);
    if (!resolved.ok) {
      if (resolved.failure === 'session-gone') throw authErrors.sessionNotFound();
      throw authErrors.badJwt(resolved.failure === 'expired' ? 'token is expired' : 'signature is invalid');
    }
    if (resolved.principal.role !== 'authenticated') {
      throw principals.anonKey && c.req.header('authorization') ? authErrors.badJwt('missing sub claim') : authErrors.noAuthorization();
    }
    return resolved.principal;
  }

  app.onError((error, c) => {
    if (error instanceof AuthError) return authErrorResponse(c, error);
    return answerUnexpected(deps.logger, c, error, () => authErrorResponse(c, authErrors.unexpected()));
  });

  app.use('*', async (c, next) => {
    c.header(API_VERSION_HEADER, API_VERSION);
    if (!NAVIGATION_PATHS.has(c.req.path.replace(/^\/auth\/v1/, ''))) {
      const problem = principals.checkApiKey(c);
      if (problem === 'missing') throw authErrors.noApiKey();
      if (problem === 'invalid') throw authErrors.invalidApiKey();
    }
    await next();
  });

  app.get('/settings', (c) =>
    c.json({
      external: { email: true, phone: false, google: Boolean(config.google) },
      disable_signup: false,
      mailer_autoconfirm: true,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
    }),
  );

  app.get('/.well-known/jwks.json', (c) => {
    c.header('Cache-Control', 'public, max-age=600');
    return c.json(deps.keys.jwks);
  });

  app.get('/health', (c) => c.json({ name: 'CaptionCraft auth', version: API_VERSION }));

  app.post('/signup', async (c) => {
    await limit(c, 'signin-signup');
    return c.json(await accounts.signUp(await readJsonObject(c)));
  });

  app.post('/token', async (c) => {
    const grantType = c.req.query('grant_type');
    const body = await readJsonObject(c);
    if (grantType === 'password') {
      await limit(c, 'signin-signup');
      return c.json(await accounts.signInWithPassword(body));
    }
    if (grantType === 'refresh_token') {
      // The limit is taken in the refresh's own transaction: one commit instead of two.
      const admit: AdmitRefresh = (transaction) => createAuthRateLimit(config, rateLimiter.within(transaction))(c, 'refresh');
      return c.json(await sessions.refresh(body.refresh_token, admit));
    }
    if (grantType === 'pkce' && deps.oauth) {
      await limit(c, 'signin-signup');
      return c.json(await deps.oauth.exchangePkce(body));
    }
    throw authErrors.unsupportedGrantType();
  });

  app.get('/user', async (c) => {
    const principal = await requireUser(c);
    return c.json(await accounts.getUser(principal.userId));
  });

  app.put('/user', async (c) => {
    const principal = await requireUser(c);
    return c.json(await accounts.updateUser(principal.userId, await readJsonObject(c), principal.sessionId));
  });

  // Our own, not GoTrue's (README endpoint table): everything we keep about the caller, as JSON.
  app.get('/user/export', async (c) => {
    const principal = await requireUser(c);
    c.header('Cache-Control', 'no-store');
    c.header('Content-Disposition', 'attachment; filename="captioncraft-my-data.json"');
    return c.json(await deps.ownData.exportData(principal.userId));
  });

  // Our own: deletes the caller's account, confirmed by `{email}` or `{password}`.
  app.delete('/user', async (c) => {
    const principal = await requireUser(c);
    const body = await readJsonObject(c);
    // A password guess through a stolen access token counts like a sign-in attempt.
    if (body.password !== undefined) await limit(c, 'signin-signup');
    await deps.ownData.deleteAccount(principal.userId, body);
    return c.body(null, 204);
  });

  app.post('/logout', async (c) => {
    const scopeParam = c.req.query('scope') ?? 'global';
    if (!['global', 'local', 'others'].includes(scopeParam)) {
      throw authErrors.validation('Unsupported logout scope: use global, local or others');
    }
    const principal = await requireUser(c);
    await sessions.logout(principal.userId, principal.sessionId, scopeParam as LogoutScope);
    return c.body(null, 204);
  });

  if (deps.oauth) app.route('/', deps.oauth.routes);

  app.all('*', () => {
    throw authErrors.notFound();
  });
  return app;
}
