// [access §7.5] which headers each API path needs. A call missing a required
// header is refused before it leaves; an omitted header is never sent.

export type PolicyHeader = 'app-version' | 'Authorization' | 'partner' | 'deviceId';

interface HeaderRule {
  required: PolicyHeader[];
  omitted: PolicyHeader[];
}

interface PolicyEntry extends HeaderRule {
  test: RegExp;
}

const DEFAULT_RULE: HeaderRule = {
  required: ['app-version', 'Authorization', 'partner', 'deviceId'],
  omitted: [],
};

/** First match wins. Paths are relative to the API prefix, without a query. */
const POLICY: PolicyEntry[] = [
  {
    // A stale token must not turn a login into a 401.
    test: /^\/authentication(\/keepconnected|\/forgot\/reset|\/unique-access)?$/,
    required: ['app-version', 'deviceId'],
    omitted: ['Authorization', 'partner'],
  },
  {
    // The spec asks for a partner header here, but a device that never chose a partner must be able to recover access:
    // the partner is sent when there is one
    // (docs/decisions/0089-code-recovery-where-the-reset-code-goes-and-how-long-each.md).
    test: /^\/authentication\/password-redefinition\/(code|send-code|validate-code|change-password)$/,
    required: ['app-version', 'deviceId'],
    omitted: ['Authorization'],
  },
  {
    // Changing the access code belongs to the user, not to a partner.
    test: /^\/user\/signup\/change-access-code$/,
    required: ['app-version', 'Authorization', 'deviceId'],
    omitted: [],
  },
  {
    // Sign-out ends the token's session; no partner is needed to leave.
    test: /^\/authentication\/session$/,
    required: ['app-version', 'Authorization', 'deviceId'],
    omitted: ['partner'],
  },
  {
    // Session replay records the partner selection too, where no partner exists yet: the user's own, not a partner's.
    test: /^\/session-replays$/,
    required: ['app-version', 'Authorization', 'deviceId'],
    omitted: ['partner'],
  },
  {
    // How the first partner is chosen: no partner exists yet (docs/product-decisions.md).
    test: /^\/partner\/customer$/,
    required: ['app-version', 'Authorization', 'deviceId'],
    omitted: ['partner'],
  },
  {
    // Public signup lookups (docs/product-decisions.md): the token is sent when there is one.
    test: /^\/(customer\/cnpj|user\/signup\/cnpj)\/[^/]+$/,
    required: ['app-version', 'partner', 'deviceId'],
    omitted: [],
  },
  {
    // The rest of public signup: nobody is signed in yet, and a stale token must not turn it into a 401.
    test: /^\/user\/signup\/(confirm-number|activate|change-number|change-number\/confirm|contact|email\/v2\/\d+|email\/confirm\/\d+)$/,
    required: ['app-version', 'deviceId'],
    omitted: ['Authorization'],
  },
];

export function headerRule(path: string): HeaderRule {
  const { required, omitted } = POLICY.find((entry) => entry.test.test(path)) ?? DEFAULT_RULE;
  return { required, omitted };
}

/** The required headers absent from `headers` (empty when the call may leave). */
export function missingHeaders(path: string, headers: Headers): PolicyHeader[] {
  return headerRule(path).required.filter((name) => !headers.get(name));
}
