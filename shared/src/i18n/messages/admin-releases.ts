import { defineMessages } from './define';

/** The admin panel's releases (#Izdanja): which build of the shell and of each remote is live, and rollback. */
export const adminReleasesMessages = defineMessages({
  sr: {
    'admin.section.Izdanja': 'Izdanja',
    'admin.releases.help':
      'Izdanja prave timovi naredbom pnpm release; ovdje se vidi koje je aktivno i vraća se prethodno, na svim serverima odjednom.',
    'admin.releases.caption': 'Izdanja: {package}',
    'admin.releases.package.shell': 'Okvir stranice (shell)',
    'admin.releases.package.remote': 'Dio {name}',
    'admin.releases.none': 'Nema izdanja: služi se build iz dist/ foldera.',
    'admin.releases.id': 'Izdanje',
    'admin.releases.created': 'Napravljeno',
    'admin.releases.liveSince': 'Aktivno od',
    'admin.releases.status': 'Stanje',
    'admin.releases.live': 'Aktivno',
    'admin.releases.kept': 'Sačuvano',
    'admin.releases.rollBack': 'Vrati ovo izdanje',
    'admin.releases.rollBackTitle': 'Vratiti {package} na izdanje {id}?',
    'admin.releases.rollBackText':
      'Svi serveri prelaze na ovo izdanje u roku od sekunde; otvorene stranice ostaju na svom izdanju do osvježavanja.',
    'admin.releases.rolledBack': '{package}: aktivno je izdanje {id}.',
  },
  en: {
    'admin.section.Izdanja': 'Releases',
    'admin.releases.help':
      'Teams make releases with pnpm release; here you see which one is live and switch back, on every server at once.',
    'admin.releases.caption': 'Releases: {package}',
    'admin.releases.package.shell': 'Page frame (shell)',
    'admin.releases.package.remote': 'Part {name}',
    'admin.releases.none': 'No releases: the build in the dist/ folder is served.',
    'admin.releases.id': 'Release',
    'admin.releases.created': 'Made',
    'admin.releases.liveSince': 'Live since',
    'admin.releases.status': 'Status',
    'admin.releases.live': 'Live',
    'admin.releases.kept': 'Kept',
    'admin.releases.rollBack': 'Switch to this release',
    'admin.releases.rollBackTitle': 'Switch {package} to release {id}?',
    'admin.releases.rollBackText':
      'Every server switches to this release within a second; open pages keep their release until they reload.',
    'admin.releases.rolledBack': '{package}: release {id} is live.',
  },
});
