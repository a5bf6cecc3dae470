import { readItem, writeItem } from '../../../lib/storage';

// Uploads started and not yet joined, per Airwork, kept in this browser: after a reload or a
// crash the page names them, and choosing the same file again continues where it stopped
// (the browser cannot keep the file itself across a reload).

export interface Unfinished {
  identifier: string;
  name: string;
  size: number;
}

const keyOf = (taskId: number) => `resultUploads_${taskId}`;

export function unfinishedUploads(taskId: number): Unfinished[] {
  try {
    const list: unknown = JSON.parse(readItem(keyOf(taskId)) ?? '[]');
    return Array.isArray(list) ? (list as Unfinished[]) : [];
  } catch {
    return [];
  }
}

function save(taskId: number, list: Unfinished[]): void {
  if (list.length === 0) localStorage.removeItem(keyOf(taskId));
  else writeItem(keyOf(taskId), JSON.stringify(list));
}

export function rememberUnfinished(
  taskId: number,
  file: { uniqueIdentifier: string; name: string; size: number },
): void {
  const list = unfinishedUploads(taskId).filter((u) => u.identifier !== file.uniqueIdentifier);
  save(taskId, [...list, { identifier: file.uniqueIdentifier, name: file.name, size: file.size }]);
}

export function forgetUnfinished(taskId: number, identifier: string): void {
  save(
    taskId,
    unfinishedUploads(taskId).filter((u) => u.identifier !== identifier),
  );
}
