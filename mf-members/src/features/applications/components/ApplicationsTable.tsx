import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applicationColumns, type ApplicationSortKey, berlinDate, tableView } from '@club/shared/contracts';
import type { ApplicationSummary } from '@club/shared/contracts/schemas';
import { namespace } from '../../../locales';
import { calendarDay, euro } from '../lib/format';
import { ApplicationCard } from './ApplicationCard';
import { ListToolbar } from './ListToolbar';
import { nextSort, SortableTable, type TableSort } from './SortableTable';

/** Applications as a searchable, sortable table; a row's details hold the card with its decisions. */
export function ApplicationsTable({
  applications,
  state,
  onDecided,
}: {
  applications: ApplicationSummary[];
  state: 'new' | 'accepted' | 'rejected' | null;
  onDecided: (message: string) => void;
}) {
  const { t, i18n } = useTranslation(namespace);
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<TableSort<ApplicationSortKey>>({ key: 'createdAt', direction: 'desc' });
  const rows = tableView(applications, applicationColumns, { query, sort: sort.key, direction: sort.direction });
  const lang = i18n.language;
  const label = (key: string) => t(`applications.lists.columns.${key}`);
  return (
    <>
      <ListToolbar
        id="applications"
        csv={{
          list: 'applications',
          params: { ...(query ? { q: query } : {}), sort: sort.key, dir: sort.direction, ...(state ? { state } : {}) },
        }}
        query={query}
        onQuery={setQuery}
        shownCount={rows.length}
      />
      <SortableTable
        caption={t('applications.title')}
        rows={rows}
        rowKey={(a) => a.id}
        sort={sort}
        onSort={(key) => setSort((current) => nextSort(current, key as ApplicationSortKey))}
        columns={[
          { key: 'name', label: label('name'), isSortable: true, render: (a) => `${a.familyName}, ${a.firstName}` },
          {
            key: 'createdAt',
            label: label('createdAt'),
            isSortable: true,
            render: (a) => calendarDay(berlinDate(new Date(a.createdAt)), lang),
          },
          { key: 'state', label: label('state'), isSortable: true, render: (a) => t(`applications.states.${a.state}`) },
          { key: 'email', label: label('email'), isSortable: true, render: (a) => a.email },
          { key: 'monthly', label: label('monthly'), isSortable: true, render: (a) => euro(a.monthlyCents, lang) },
          { key: 'reference', label: label('reference'), isSortable: true, render: (a) => a.mandate.reference },
          { key: 'iban', label: label('iban'), render: (a) => a.mandate.maskedIban },
        ]}
        renderDetails={(a) => <ApplicationCard application={a} onDecided={onDecided} />}
      />
    </>
  );
}
