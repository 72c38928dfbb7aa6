import { LTI_PLATFORM_CONFIGURATION, LTI_SCOPES, LTI_TOOL_CONFIGURATION } from '@nurselab/core';
import { z } from 'zod';
import { ApiError } from '../http/errors.js';
import { checkedUrl, originsOf } from './schemas.js';

/** The parts of a platform's OpenID configuration (LTI Dynamic Registration 1.0, section 3.4) we use. */
const platformConfigurationSchema = z.object({
  issuer: z.string().min(1),
  authorization_endpoint: z.string().min(1),
  token_endpoint: z.string().min(1),
  jwks_uri: z.string().min(1),
  registration_endpoint: z.string().min(1),
  scopes_supported: z.array(z.string()).optional(),
  [LTI_PLATFORM_CONFIGURATION]: z
    .object({
      product_family_code: z.string().optional(),
      messages_supported: z.array(z.object({ type: z.string() }).loose()).optional(),
    })
    .loose()
    .optional(),
});

const registrationResponseSchema = z.object({
  client_id: z.string().min(1),
  [LTI_TOOL_CONFIGURATION]: z.object({ deployment_id: z.string().optional() }).loose().optional(),
});

const failed = (reason: string) => new ApiError(502, 'lti.registrationFailed', [], { reason });

async function fetchJson(url: string, init: RequestInit): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(15_000), redirect: 'error' });
  } catch (err) {
    throw failed(`${new URL(url).host}: ${(err as Error).message}`);
  }
  const body = await response.text();
  if (!response.ok) throw failed(`${response.status} ${body.slice(0, 200)}`);
  try {
    return JSON.parse(body);
  } catch {
    throw failed(`${new URL(url).host} did not answer with JSON`);
  }
}

/**
 * Registers NurseLab with the platform whose configuration URL the LMS sent (the registration
 * token, when given, authorises both requests) and returns what to keep of the registration.
 */
export async function registerWithPlatform(input: { openidConfiguration: string; registrationToken?: string; baseUrl: string; allowInsecureLoopback: boolean }) {
  const loopback = input.allowInsecureLoopback;
  const configurationUrl = checkedUrl(input.openidConfiguration, 'openid_configuration', loopback);
  const auth: Record<string, string> = input.registrationToken ? { authorization: `Bearer ${input.registrationToken}` } : {};
  const parsed = platformConfigurationSchema.safeParse(await fetchJson(configurationUrl, { headers: { accept: 'application/json', ...auth } }));
  if (!parsed.success) throw failed('the OpenID configuration lacks issuer or endpoints');
  const config = parsed.data;
  // The configuration must come from the issuer's own host (Dynamic Registration 1.0, 3.5.1).
  if (new URL(checkedUrl(config.issuer, 'issuer', loopback)).host !== new URL(configurationUrl).host) throw failed('the issuer does not match the configuration URL');
  const endpoints = {
    authEndpoint: checkedUrl(config.authorization_endpoint, 'authorization_endpoint', loopback),
    tokenEndpoint: checkedUrl(config.token_endpoint, 'token_endpoint', loopback),
    jwksUrl: checkedUrl(config.jwks_uri, 'jwks_uri', loopback),
  };
  const registrationEndpoint = checkedUrl(config.registration_endpoint, 'registration_endpoint', loopback);
  const platformInfo = config[LTI_PLATFORM_CONFIGURATION];
  const family = platformInfo?.product_family_code ?? '';
  const wanted = [LTI_SCOPES.lineItem, LTI_SCOPES.resultReadonly, LTI_SCOPES.score, LTI_SCOPES.nrps];
  const scopes = config.scopes_supported ? wanted.filter((s) => config.scopes_supported?.includes(s)) : wanted;
  const deepLinking = !platformInfo?.messages_supported || platformInfo.messages_supported.some((m) => m.type === 'LtiDeepLinkingRequest');
  const base = input.baseUrl;
  const registration = {
    application_type: 'web',
    response_types: ['id_token'],
    grant_types: ['implicit', 'client_credentials'],
    initiate_login_uri: `${base}/lti/login`,
    redirect_uris: [`${base}/lti/launch`],
    client_name: 'NurseLab',
    jwks_uri: `${base}/lti/jwks`,
    logo_uri: `${base}/favicon.svg`,
    token_endpoint_auth_method: 'private_key_jwt',
    scope: scopes.join(' '),
    [LTI_TOOL_CONFIGURATION]: {
      domain: new URL(base).host,
      description: 'Virtual nursing laboratory: spoken answers to clinical scenarios, graded with evidence.',
      target_link_uri: `${base}/lti/launch`,
      claims: ['iss', 'sub', 'name', 'given_name', 'family_name', 'email'],
      messages: deepLinking
        ? [{ type: 'LtiDeepLinkingRequest', target_link_uri: `${base}/lti/launch`, label: 'NurseLab', ...(family === 'canvas' ? { placements: ['assignment_selection', 'link_selection'] } : {}) }]
        : [],
    },
  };
  const response = registrationResponseSchema.safeParse(
    await fetchJson(registrationEndpoint, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json', ...auth }, body: JSON.stringify(registration) }),
  );
  if (!response.success) throw failed('the registration answer has no client_id');
  const deploymentId = response.data[LTI_TOOL_CONFIGURATION]?.deployment_id;
  return {
    name: family ? `${family} (${new URL(config.issuer).host})` : new URL(config.issuer).host,
    issuer: config.issuer,
    clientId: response.data.client_id,
    ...endpoints,
    deploymentIds: deploymentId ? [deploymentId] : [],
    frameOrigins: originsOf([config.issuer, endpoints.authEndpoint, configurationUrl]),
  };
}
