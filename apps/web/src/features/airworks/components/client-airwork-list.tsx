import { useState } from 'react';
import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { DEFAULT_PAGE_SIZE } from '@airwork/shared/airworks/page-sizes';
import { AirworkPageList } from '../../../components/airwork-page-list';
import { useClientAirworks } from '../api/client-airworks';

/**
 * The caller's own Airworks of one status: keyword search, the list, the pager; with
 * `offerPost`, an empty list offers to post one (the client home's first visit).
 */
export function ClientAirworkList(props: {
  userId: number;
  status: number;
  offerPost?: boolean;
  /** What comes under the list, once it has come (AirworkPageList's `after`). */
  after?: React.ReactNode;
}) {
  const { userId, status } = props;
  const { t } = useTranslation();
  const [query, setQuery] = useState({ keywords: '', page: 1, size: DEFAULT_PAGE_SIZE });
  const list = useClientAirworks({ userId, status, ...query });
  return (
    <AirworkPageList
      query={query}
      onQuery={setQuery}
      result={list}
      after={props.after}
      empty={t(props.offerPost ? 'client_home.none_yet' : 'orders.empty')}
      emptyAction={
        props.offerPost && (
          <Button component={Link} to="/choose-address" mt="md">
            {t('header.post_airwork')}
          </Button>
        )
      }
    />
  );
}
