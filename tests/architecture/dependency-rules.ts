// The dependency arrows of docs/design.md, as data: which folder may import which.
// `tests/architecture/dependency-direction.test.ts` fails on any import these rules do
// not allow, and on any import cycle between folders or files. The most specific folder wins.

export interface LayerRule {
  /** folders (or files, without extension) this layer may import */
  may: string[];
  /** folders this layer may import with `import type` only */
  typesOnly?: string[];
}

const appArrows = ['src/features', 'src/sync', 'src/session', 'src/db', 'src/domain', 'src/ui', 'src/config', 'src/api', 'sw/messages'];

/** What server code below HTTP may import: the app's pure rules, the database, configuration and the outboxes of messages and webhooks. */
const serverCore = ['src/domain', 'server/src/db', 'server/src/config', 'server/src/deps', 'server/src/messaging', 'server/src/webhooks'];

export const layerRules: Record<string, LayerRule> = {
  'src/config': { may: [] },
  'src/domain': { may: [] },
  'src/api': { may: ['src/domain', 'src/config'] },
  'src/db': { may: ['src/domain', 'src/config'] },
  'src/session': { may: ['src/api', 'src/db', 'src/domain', 'src/config'] },
  'src/sync': { may: ['src/session', 'src/api', 'src/db', 'src/domain', 'src/config'] },
  'src/ui': { may: ['src/domain', 'src/config'] },
  // Screens read Dexie and call sync; of the API they only see its error type and its types.
  'src/features': {
    may: ['src/sync', 'src/session', 'src/db', 'src/domain', 'src/ui', 'src/config', 'src/api/errors'],
    typesOnly: ['src/api'],
  },
  'src/app': { may: appArrows },
  // The entry file boots the app: it is part of `app`.
  'src/main': { may: ['src/app', ...appArrows] },
  sw: { may: ['src/domain', 'src/db', 'src/sync/engine', 'src/config'] },
  // The server answers a navigation with the page the build pre-rendered for it, by the app's own rule.
  'server/src': { may: ['src/domain', 'src/config/prerendered-paths'] },
  // Server rules and use cases never see HTTP: routes (and the integration API, the CSV import) call them.
  // Webhook payloads describe the domain's orders (their statuses): that arrow goes from webhooks to domain only.
  'server/src/domain': { may: serverCore.filter((folder) => folder !== 'server/src/webhooks') },
  'server/src/services': { may: [...serverCore, 'server/src/domain', 'server/src/push'] },
  // The outbox workers' loop, and the webhooks sent from it: below HTTP too.
  'server/src/queue': { may: ['server/src/deps'] },
  'server/src/webhooks': { may: [...serverCore, 'server/src/domain', 'server/src/queue'] },
};

/** Folders whose sub-folders are units of their own for the cycle check. */
export const unitParents = ['src/features', 'src/sync'];

/**
 * Folders that count as one unit for the cycle check, whatever rules their sub-folders have: the server's folders
 * (db, domain, push, messaging, config) import each other both ways today, so only the arrows above are checked there.
 */
export const wholeUnits = ['server/src'];
