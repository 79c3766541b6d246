import type { AdminUser } from '@shop/shared/contracts';
import { formatDate } from '@shop/shared/format';
import type { MessageKey } from '@shop/shared/i18n';
import type { ColumnDef } from '@tanstack/react-table';
import { ActiveToggle } from './ActiveToggle';
import { RoleSelect } from './RoleSelect';

type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

/** The users table's columns; `selfId` is the signed-in Admin, whose own role and status cannot be changed here. */
export function userColumns(t: Translate, selfId: number | undefined): ColumnDef<AdminUser, unknown>[] {
  return [
    {
      id: 'name',
      header: t('admin.users.name'),
      cell: ({ row }) => (
        <>
          {row.original.name} {row.original.id === selfId && t('admin.users.you')}
        </>
      ),
    },
    { id: 'email', header: t('admin.users.email'), cell: ({ row }) => row.original.email },
    {
      id: 'role',
      header: t('admin.users.role'),
      cell: ({ row }) => <RoleSelect user={row.original} isSelf={row.original.id === selfId} />,
    },
    { id: 'created', header: t('admin.users.created'), cell: ({ row }) => formatDate(row.original.createdAt) },
    {
      id: 'status',
      header: t('admin.users.status'),
      cell: ({ row }) =>
        row.original.deactivatedAt
          ? t('admin.users.deactivated', { date: formatDate(row.original.deactivatedAt) })
          : t('admin.users.active'),
    },
    {
      id: 'actions',
      header: t('admin.actions'),
      cell: ({ row }) => <ActiveToggle user={row.original} isSelf={row.original.id === selfId} />,
    },
  ];
}
