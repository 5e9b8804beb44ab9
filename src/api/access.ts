// What the API client needs from the session, handed in at boot. Apart from client.ts so
// that boot and the public screens configure the client without loading it.

export interface ApiAccess {
  token(): string | null;
  /** the current partner's id, sent when a call names none */
  partner(): string | null;
  deviceId(): string | Promise<string>;
  /** after any 401: the session clears the token and the stored username */
  onUnauthorized(): void;
}

let access: ApiAccess | null = null;

export function configureApiClient(next: ApiAccess): void {
  access = next;
}

export function apiAccess(): ApiAccess | null {
  return access;
}
