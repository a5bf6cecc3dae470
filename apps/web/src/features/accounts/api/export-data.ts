import { useMutation } from '@tanstack/react-query';
import { exportDataCall } from '@airwork/shared/accounts/privacy.calls';
import { call } from '../../../lib/call';

/** Asks for everything Airwork holds about the caller (issue 45). */
export function useExportData() {
  return useMutation({ mutationFn: () => call(exportDataCall, {}) });
}
