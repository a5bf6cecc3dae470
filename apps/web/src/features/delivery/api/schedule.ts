import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ScheduleEntry } from '@airwork/shared/delivery/delivery.schema';
import type { SiteWeather } from '@airwork/shared/delivery/flight-weather';
import { apiPost, apiResult } from '../../../lib/api-client';
import { airworkKey } from '../../../lib/airwork-query';

const schedulesKey = ['schedule', 'list'] as const;

/** The signed-in pilot's flight days (the calendar's entries). */
export function useSchedules() {
  return useQuery({
    queryKey: schedulesKey,
    queryFn: () => apiResult<ScheduleEntry[]>('/api/schedule/list', {}),
  });
}

export function useAddSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { tasksId: number; schedule: string }) =>
      apiPost<{ schedule: string; sameDay: string[] }>('/api/schedule/add', v),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: schedulesKey });
      void queryClient.invalidateQueries({ queryKey: airworkKey });
    },
  });
}

/** The site's forecast for a day and the week ahead; an error when the service is down. */
export function useSiteWeather(
  site: { latitude: number; longitude: number } | undefined,
  date: string,
) {
  return useQuery({
    queryKey: ['weather', 'site', site?.latitude, site?.longitude, date],
    queryFn: () => apiResult<SiteWeather>('/api/utilities/weather', { ...site, date }),
    enabled: site !== undefined && date !== '',
    retry: false,
    staleTime: 10 * 60_000,
  });
}
