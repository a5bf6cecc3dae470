import type { DeleteAccountRequest } from '@airwork/shared/accounts/privacy.calls';
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import yazl from 'yazl';
import type { ExportResult } from '@airwork/shared/accounts/privacy.calls';
import type { FileStorage } from '../../adapters/storage/file-storage';
import type { Db } from '../../db/client';
import { bindUseCases } from '../../lib/use-cases';
import type { SessionCaller } from '../../plugins/auth';
import type { PersonalData, Person } from '../../server-module';
import { addressesOf } from '../accounts/accounts.access';
import type { Notices } from '../notices/notices';
import { signSubject, verifyDocumentLink } from '../uploads/document-links';
import { deleteAccount, deletionCheck } from './account-deletion.service';

// Your data to take (issue 45): one zip with `airwork-export.json` — every row Airwork keeps
// about the person, by their id — and `files/`, every file they uploaded, as they sent it (or
// as it was remade: a photo). Kept a day under `exports/`, reached through a signed link.

export interface PrivacyDeps {
  db: Db;
  storage: FileStorage;
  /** The mail with the link, when the zip took too long for the reply (notices.ts). */
  notices: Notices;
  signingSecret: string;
  publicUrl: string;
  now: () => Date;
  /** How long the reply waits for the zip before it promises a mail instead. */
  answerWithinMs?: number;
  /** The accounts module's check of a password and, where there is one, a second factor. */
  checkCredentials: (
    caller: { userId: number; sessionId: number },
    given: DeleteAccountRequest,
  ) => Promise<'ok' | 'password' | 'factor'>;
  /** The payments module's: makes (and keeps) every paper of an Airwork whose money moved. */
  keepPapers: (airworkId: number) => Promise<void>;
  /** Every module that holds something about a person, lowest layer first (server-modules.ts). */
  holders: readonly PersonalDataHolder[];
}

export interface PersonalDataHolder {
  module: string;
  data: PersonalData;
}

const LINK_TTL_MS = 24 * 60 * 60_000;
const subject = (id: string) => `export:${id}`;
const keyOf = (id: string) => `exports/${id}.zip`;

/** Every module's sections of the export, merged: what Airwork keeps about the person. */
async function sectionsOf(deps: PrivacyDeps, person: Person) {
  const parts = await Promise.all(
    deps.holders.map((h) => h.data.exportOf?.(deps.db, person) ?? Promise.resolve({})),
  );
  return Object.assign({}, ...parts) as Record<string, unknown> & {
    account?: unknown;
    files?: ExportedFile[];
  };
}

interface ExportedFile {
  id: string;
  storageKey: string;
  originalName: string;
}

/** The index: every row, dates as ISO strings; files listed with their place in the zip. */
async function indexOf(deps: PrivacyDeps, userId: number) {
  const person = { userId, addresses: await addressesOf(deps.db, userId) };
  const { account, files = [], ...rest } = await sectionsOf(deps, person);
  const fileList = files.map(({ storageKey: _key, ...f }) => ({
    ...f,
    inZip: `files/${f.id}-${f.originalName.replace(/[^\w.-]+/g, '_')}`,
  }));
  const index = { exportedAt: deps.now().toISOString(), account, ...rest, files: fileList };
  return { index, files: files.map((f, i) => ({ key: f.storageKey, inZip: fileList[i]!.inZip })) };
}

/** Writes the zip into storage; answers the person's name for the mail. */
async function build(deps: PrivacyDeps, userId: number, id: string) {
  const { index, files } = await indexOf(deps, userId);
  const zip = new yazl.ZipFile();
  zip.addBuffer(Buffer.from(JSON.stringify(index, null, 2)), 'airwork-export.json');
  for (const f of files) {
    const file = await deps.storage.open(f.key);
    if (file) zip.addReadStream(file.stream, f.inZip);
  }
  zip.end();
  await deps.storage.put(keyOf(id), zip.outputStream as unknown as Readable);
  return index.account;
}

function linkOf(deps: PrivacyDeps, id: string) {
  const { expires, sig } = signSubject(
    deps.signingSecret,
    subject(id),
    LINK_TTL_MS,
    deps.now().getTime(),
  );
  return {
    url: `/api/member/exports/${id}?expires=${expires}&sig=${sig}`,
    expiresAt: new Date(expires * 1000).toISOString(),
  };
}

/**
 * `/api/member/exportData`: made now; its link in the reply when it is ready within seconds,
 * else by mail once it is (a person with gigabytes of uploads does not hold a request open).
 */
export async function exportData(deps: PrivacyDeps, caller: SessionCaller): Promise<ExportResult> {
  const id = randomBytes(16).toString('hex');
  const building = build(deps, caller.userId, id);
  const late = Symbol('late');
  const timer = new Promise<typeof late>((resolve) =>
    setTimeout(() => resolve(late), deps.answerWithinMs ?? 5_000).unref(),
  );
  const first = await Promise.race([building, timer]);
  if (first !== late) return { ...linkOf(deps, id), mailed: false };
  const href = `${deps.publicUrl}${linkOf(deps, id).url}`;
  void building.then(
    (account) =>
      account
        ? deps.notices.record(deps.db, { type: 'exportReady', userId: caller.userId, href })
        : undefined,
    () => undefined,
  );
  return { url: null, expiresAt: null, mailed: true };
}

/** The export's zip, through a link that is ours and still valid. */
export async function exportFile(
  deps: PrivacyDeps,
  id: string,
  link: { expires: number; sig: string },
) {
  const valid = verifyDocumentLink(
    deps.signingSecret,
    subject(id),
    link.expires,
    link.sig,
    deps.now().getTime(),
  );
  return valid ? deps.storage.open(keyOf(id)) : undefined;
}

export const createPrivacyService = (deps: PrivacyDeps) =>
  bindUseCases(deps, { exportData, exportFile, deletionCheck, deleteAccount });
export type PrivacyService = ReturnType<typeof createPrivacyService>;
