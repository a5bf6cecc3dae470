import { MINUTE, type ServerModule } from '../../server-module';
import { resultCalls } from '@airwork/shared/delivery/result.calls';
import { resultsRoutes } from './results.routes';
import { resultsPersonalData } from './personal-data.repository';

/** The results module as it declares itself (server-module.ts). */
export const resultsModule: ServerModule = {
  name: 'results',
  routes: (s) => [resultsRoutes(s.results)],
  calls: resultCalls,
  tables: ['airwork_results', 'result_chunk_uploads', 'result_chunk_parts'],
  jobs: (s) => [
    {
      name: 'result-chunks',
      everyMs: MINUTE,
      run: async () => ({ swept: await s.results.sweepChunks() }),
    },
  ],
  // What a process killed mid-write left behind, before this one writes anything.
  onReady: async (s, log) => {
    const partials = await s.results.sweepPartials(true);
    if (partials > 0) log.info({ partials }, 'removed half-written files of a previous run');
  },
  personalData: resultsPersonalData,
};
