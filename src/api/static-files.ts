import type { CurrentVersionFile, VersionFile } from '../domain/entities/system';
import { requestStatic } from './client';

export type LegalDocument = 'cookies' | 'privacy';

/** /version_v2.json, read every 2 minutes by the update check (spec access §4.9). */
export async function fetchVersionFile(): Promise<VersionFile> {
  return JSON.parse(await requestStatic('/version_v2.json')) as VersionFile;
}

export async function fetchCurrentVersionFile(): Promise<CurrentVersionFile> {
  return JSON.parse(await requestStatic('/version.json', 5, 500)) as CurrentVersionFile;
}

/** The terms modal's markdown. */
export function fetchLegalDocument(document: LegalDocument): Promise<string> {
  return requestStatic(`/media/legal/${document}.md`);
}
