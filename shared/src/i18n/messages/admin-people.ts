import { defineMessages } from './define';

/** The admin panel: the dashboard, users and the audit log. */
export const adminPeopleMessages = defineMessages({
  sr: {
    'admin.overview.period': 'Period',
  },
  en: {
    'admin.overview.period': 'Period',
  },
});
