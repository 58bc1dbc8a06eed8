import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refreshCall, useCall } from '@club/shared/data/use-call';
import { listMembers } from '@club/shared/contracts/endpoints/member-lists';
import { listApplications } from '@club/shared/contracts/endpoints/memberships';
import { memberColumns, type MemberSortKey, tableView } from '@club/shared/contracts';
import type { TreasurerMember } from '@club/shared/contracts/schemas';
import { namespace } from '../../../locales';
import { calendarDay, euro } from '../lib/format';
import { ListToolbar } from './ListToolbar';
import { MandateReturns } from './MandateReturns';
import { nextSort, SortableTable, type TableSort } from './SortableTable';

/** The club's members with fee and mandate (IBAN masked), searchable, sortable, as CSV. */
export function MembersTable() {
  const { t, i18n } = useTranslation(namespace);
  const members = useCall(listMembers, {});
  // Returns are read from the applications list, which carries each mandate's returns.
  const applications = useCall(listApplications, {});
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<TableSort<MemberSortKey>>({ key: 'name', direction: 'asc' });
  const [notice, setNotice] = useState('');
  const rows = tableView(members.data ?? [], memberColumns, { query, sort: sort.key, direction: sort.direction });
  const lang = i18n.language;
  const label = (column: string) => t(`applications.lists.columns.${column}`);
  const returnsOf = (m: TreasurerMember) =>
    applications.data?.find((a) => a.mandate.id === m.mandate?.id)?.mandate.returns ?? [];

  return (
    <section className="applications__members" aria-labelledby="members-title">
      <h2 id="members-title">{t('applications.lists.membersTitle')}</h2>
      <ListToolbar
        id="members"
        csv={{ list: 'members', params: { ...(query ? { q: query } : {}), sort: sort.key, dir: sort.direction } }}
        query={query}
        onQuery={setQuery}
        shownCount={rows.length}
      />
      <p role="status">{notice}</p>
      {members.data && rows.length === 0 ? <p>{t('applications.lists.membersEmpty')}</p> : null}
      {rows.length > 0 ? (
        <SortableTable
          caption={t('applications.lists.membersTitle')}
          rows={rows}
          rowKey={(m) => m.userId}
          sort={sort}
          onSort={(column) => setSort((current) => nextSort(current, column as MemberSortKey))}
          columns={[
            {
              key: 'memberNumber',
              label: label('memberNumber'),
              isSortable: true,
              render: (m) => (m.memberNumber === null ? '' : String(m.memberNumber)),
            },
            { key: 'name', label: label('name'), isSortable: true, render: (m) => memberColumns.name(m) },
            { key: 'email', label: label('email'), isSortable: true, render: (m) => m.email },
            {
              key: 'memberSince',
              label: label('memberSince'),
              isSortable: true,
              render: (m) => calendarDay(m.memberSince, lang),
            },
            { key: 'city', label: label('city'), isSortable: true, render: (m) => memberColumns.city(m) },
            {
              key: 'category',
              label: label('category'),
              render: (m) => (m.typeId === null ? '' : t(`membershipTypes.${m.typeId}`)),
            },
            {
              key: 'monthly',
              label: label('monthly'),
              isSortable: true,
              render: (m) => (m.monthlyCents === null ? '' : euro(m.monthlyCents, lang)),
            },
            {
              key: 'reference',
              label: label('reference'),
              isSortable: true,
              render: (m) => m.mandate?.reference ?? '',
            },
            { key: 'iban', label: label('iban'), render: (m) => m.mandate?.maskedIban ?? '' },
            {
              key: 'returns',
              label: label('returns'),
              render: (m) =>
                m.mandate?.openReturns ? `${m.mandate.openReturns} ${t('applications.returns.open')}` : '',
            },
          ]}
          renderDetails={(m) =>
            m.mandate ? (
              <MandateReturns
                mandateId={m.mandate.id}
                returns={returnsOf(m)}
                onChanged={(message) => {
                  setNotice(message);
                  void refreshCall(listMembers, {});
                  void refreshCall(listApplications, {});
                }}
              />
            ) : null
          }
        />
      ) : null}
    </section>
  );
}
