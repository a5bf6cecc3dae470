import { useCallback, useSyncExternalStore } from 'react';
import type { Airwork, SaveAirworkRequest } from '@airwork/shared/airworks/airwork.schema';
import type { CardSummary } from '@airwork/shared/airworks/card';

// The listing wizard's answers, kept in sessionStorage so that moving between steps, the
// browser's back button and a reload lose nothing; they go when the tab closes or the Airwork
// is saved. The card number is never kept here (docs/decisions.md, "Card details").

export interface DraftPlace {
  address: string;
  city: string;
  province: string;
  latitude: number;
  longitude: number;
}

export interface DraftAttachment {
  url: string;
  name: string;
  type: string;
}

export interface WizardDraft {
  categoriesIds: string[];
  /** The search text of the address box, shown again on return. */
  query: string;
  place: DraftPlace | null;
  title: string;
  conditions: string[];
  fileFormat: string;
  salary: string;
  description: string;
  /** The day the work is needed by (YYYY-MM-DD), '' for none. */
  neededBy: string;
  attachment: DraftAttachment | null;
  paymentMethod: 1 | 2 | 3;
  card: CardSummary | null;
}

export const emptyDraft = (): WizardDraft => ({
  categoriesIds: [],
  query: '',
  place: null,
  title: '',
  conditions: [],
  fileFormat: '',
  salary: '',
  description: '',
  neededBy: '',
  attachment: null,
  paymentMethod: 1,
  card: null,
});

/** A new Airwork's draft, or the draft of an edit of Airwork `editId`. */
export const draftKey = (editId: number | null) =>
  editId === null ? 'airworkDraft' : `airworkDraft_${editId}`;

const listeners = new Set<() => void>();
const snapshots = new Map<string, { raw: string | null; draft: WizardDraft | null }>();

export function readDraft(key: string): WizardDraft | null {
  const raw = sessionStorage.getItem(key);
  const cached = snapshots.get(key);
  if (cached && cached.raw === raw) return cached.draft;
  let draft: WizardDraft | null = null;
  try {
    draft = raw ? { ...emptyDraft(), ...(JSON.parse(raw) as Partial<WizardDraft>) } : null;
  } catch {
    draft = null;
  }
  snapshots.set(key, { raw, draft });
  return draft;
}

export function writeDraft(key: string, draft: WizardDraft | null): void {
  if (draft === null) sessionStorage.removeItem(key);
  else sessionStorage.setItem(key, JSON.stringify(draft));
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The draft under `key` (null before the first answer) and a function merging changes in. */
export function useDraft(key: string) {
  const draft = useSyncExternalStore(subscribe, () => readDraft(key));
  const update = useCallback(
    (changes: Partial<WizardDraft>) =>
      writeDraft(key, { ...(readDraft(key) ?? emptyDraft()), ...changes }),
    [key],
  );
  return { draft, update };
}

/** The draft of an edit, from the Airwork as its owner sees it. */
export function draftFromAirwork(a: Airwork): WizardDraft {
  const list = (text: string) => text.split(',').filter((p) => p !== '');
  return {
    categoriesIds: list(a.categoriesIds),
    query: `${a.city}, ${a.province}`,
    place: {
      address: a.address,
      city: a.city,
      province: a.province,
      latitude: a.latitude,
      longitude: a.longitude,
    },
    title: a.title,
    conditions: list(a.conditions),
    fileFormat: a.fileFormat,
    salary: a.salary.toFixed(2),
    description: a.description,
    neededBy: a.neededBy ?? '',
    attachment: a.uploadFilePath
      ? { url: a.uploadFilePath, name: a.uploadFilePath, type: a.uploadFileType ?? '' }
      : null,
    paymentMethod: a.paymentMethod === 2 || a.paymentMethod === 3 ? a.paymentMethod : 1,
    card:
      a.cardBrand && a.cardLast4
        ? { brand: a.cardBrand as CardSummary['brand'], last4: a.cardLast4 }
        : null,
  };
}

/** The call's payload: everything the wizard gathered. */
export function requestOf(draft: WizardDraft, editId: number | null): SaveAirworkRequest {
  return {
    ...(editId === null ? {} : { id: editId }),
    categoriesIds: draft.categoriesIds,
    address: draft.place?.address ?? '',
    city: draft.place?.city ?? '',
    province: draft.place?.province ?? '',
    country: 'CA',
    latitude: draft.place?.latitude as number,
    longitude: draft.place?.longitude as number,
    title: draft.title,
    conditions: draft.conditions,
    fileFormat: draft.fileFormat,
    salary: draft.salary,
    description: draft.description,
    neededBy: draft.neededBy,
    paymentMethod: draft.paymentMethod,
    card: draft.paymentMethod === 3 ? draft.card : null,
    uploadFilePath: draft.attachment?.url ?? null,
  };
}
