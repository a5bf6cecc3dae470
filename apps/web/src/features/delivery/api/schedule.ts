import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  scheduleAddCall,
  scheduleListCall,
  siteWeatherCall,
} from '@airwork/shared/delivery/delivery.calls';
import { airworkKeys } from '../../../lib/list-keys';
import { call, keyOf, refresh } from '../../../lib/call';

/** The signed-in pilot's flight days (the calendar's entries). */
export function useSchedules() {
  return useQuery({
    queryKey: keyOf(scheduleListCall),
    queryFn: () => call(scheduleListCall, {}),
  });
}

export function useAddSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { tasksId: number; schedule: string }) => call(scheduleAddCall, v),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: keyOf(scheduleListCall) });
      void refresh(queryClient, airworkKeys);
    },
  });
}

/** The site's forecast for a day and the week ahead; an error when the service is down. */
export function useSiteWeather(
  site: { latitude: number; longitude: number } | undefined,
  date: string,
) {
  return useQuery({
    queryKey: keyOf(siteWeatherCall, site?.latitude, site?.longitude, date),
    queryFn: () => call(siteWeatherCall, { ...site!, date }),
    enabled: site !== undefined && date !== '',
    retry: false,
    staleTime: 10 * 60_000,
  });
}
