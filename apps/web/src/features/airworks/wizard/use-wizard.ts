import { useSearchParams } from 'react-router';
import { addressStepSchema, detailsStepSchema } from '@airwork/shared/airworks/airwork.schema';
import { draftKey, requestOf, useDraft, type WizardDraft } from './wizard-draft';
import { link, readQuery } from '../../../lib/paths';

/** The wizard's steps, in order (spec "Listing wizard"). */
export const WIZARD_STEPS = ['/choose-address', '/post-Airwork', '/post-payment'] as const;
export type WizardStep = 0 | 1 | 2;

/** The first step whose answers are missing or wrong; 2 (payment) when 0 and 1 are complete. */
export function firstIncompleteStep(draft: WizardDraft | null): WizardStep {
  if (!draft) return 0;
  const request = requestOf(draft, null);
  if (!addressStepSchema.safeParse(request).success) return 0;
  if (!detailsStepSchema.safeParse(request).success) return 1;
  return 2;
}

/**
 * Where the wizard is: a new Airwork, or the edit of `?Id=…&action=Edit` (the query string
 * travels from step to step), with its draft.
 */
export function useWizard() {
  const [params] = useSearchParams();
  const query = readQuery(params);
  const editId = query.editing() && query.id() > 0 ? query.id() : null;
  const key = draftKey(editId);
  const { draft, update } = useDraft(key);
  const stepPath = (step: WizardStep) => link.wizardStep(WIZARD_STEPS[step], editId);
  return { editId, key, draft, update, stepPath };
}
