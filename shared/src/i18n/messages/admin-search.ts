import { defineMessages } from './define';

/** The admin panel's search settings (#Pretraga): the synonym table and what shoppers searched. */
export const adminSearchMessages = defineMessages({
  sr: {
    'admin.section.Pretraga': 'Pretraga',
    'admin.searchSettings.synonyms': 'Sinonimi',
    'admin.searchSettings.synonymsHelp':
      'Izrazi u jednoj grupi znače isto: pretraga bilo kojeg pronalazi proizvode svih, u svim padežima, sa ili bez kvačica.',
    'admin.searchSettings.phrases': 'Izrazi (odvojeni zarezom)',
    'admin.searchSettings.group': 'Izrazi',
    'admin.searchSettings.phrasesPlaceholder': 'laptop, notebook, prijenosni računar',
    'admin.searchSettings.addGroup': 'Dodaj grupu',
    'admin.searchSettings.filter': 'Traži među sinonimima',
    'admin.searchSettings.updated': 'Izmijenjeno',
    'admin.searchSettings.groups': 'Grupa sinonima: {count}',
    'admin.searchSettings.confirmDelete': 'Obrisati grupu „{phrases}“?',
    'admin.searchSettings.deleted': 'Grupa je obrisana.',
    'admin.searchSettings.queries': 'Šta kupci traže',
    'admin.searchSettings.period': 'Period',
    'admin.searchSettings.days': 'Zadnjih {days} dana',
    'admin.searchSettings.top': 'Najčešće pretrage',
    'admin.searchSettings.zero': 'Pretrage bez rezultata',
    'admin.searchSettings.zeroHelp':
      'Ono što kupci nisu našli: dodajte sinonim ili proizvod, pa provjerite pretragu na sajtu.',
    'admin.searchSettings.query': 'Upit',
    'admin.searchSettings.searches': 'Pretraga',
    'admin.searchSettings.noResults': 'Bez rezultata',
    'admin.searchSettings.useAsSynonym': 'Dodaj kao sinonim',
  },
  en: {
    'admin.section.Pretraga': 'Search',
    'admin.searchSettings.synonyms': 'Synonyms',
    'admin.searchSettings.synonymsHelp':
      'The phrases of one group mean the same: searching for any of them finds the products of all, in every word form, with or without diacritics.',
    'admin.searchSettings.phrases': 'Phrases (comma-separated)',
    'admin.searchSettings.group': 'Phrases',
    'admin.searchSettings.phrasesPlaceholder': 'laptop, notebook, prijenosni računar',
    'admin.searchSettings.addGroup': 'Add group',
    'admin.searchSettings.filter': 'Find among synonyms',
    'admin.searchSettings.updated': 'Changed',
    'admin.searchSettings.groups': 'Synonym groups: {count}',
    'admin.searchSettings.confirmDelete': 'Delete the group “{phrases}”?',
    'admin.searchSettings.deleted': 'The group was deleted.',
    'admin.searchSettings.queries': 'What shoppers search for',
    'admin.searchSettings.period': 'Period',
    'admin.searchSettings.days': 'Last {days} days',
    'admin.searchSettings.top': 'Top searches',
    'admin.searchSettings.zero': 'Searches that found nothing',
    'admin.searchSettings.zeroHelp':
      'What shoppers did not find: add a synonym or a product, then try the search on the site.',
    'admin.searchSettings.query': 'Query',
    'admin.searchSettings.searches': 'Searches',
    'admin.searchSettings.noResults': 'No results',
    'admin.searchSettings.useAsSynonym': 'Add as a synonym',
  },
});
