import { defineMessages } from './define';

/** The admin panel: CSV import and export. */
export const adminImportMessages = defineMessages({
  sr: {
    'admin.import.template': 'Preuzmi predložak (CSV)',
  },
  en: {
    'admin.import.template': 'Download the template (CSV)',
  },
});
