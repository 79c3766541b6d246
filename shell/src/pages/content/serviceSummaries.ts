import type { Language } from '@shop/shared/i18n';
import type { SERVICE_PAGE_KEYS } from '@shop/shared/site';

type ServiceKey = (typeof SERVICE_PAGE_KEYS)[number];

/** The services overview's cards (home page and /usluge): a name and one sentence each. Eager: both pages need them. */
export const serviceSummaries: Record<ServiceKey, Record<Language, { title: string; summary: string }>> = {
  businessSoftware: {
    sr: {
      title: 'Poslovni programski paketi',
      summary: 'Knjigovodstvo, fakturisanje, skladište i plate u jednom sistemu, prilagođenom propisima u BiH.',
    },
    en: {
      title: 'Business software packages',
      summary: 'Accounting, invoicing, inventory and payroll in one system, built for the regulations in BiH.',
    },
  },
  timeAttendance: {
    sr: {
      title: 'Sistem za evidenciju radnog vremena (ERV)',
      summary: 'Terminali sa karticom, otiskom prsta ili licem i izvještaji spremni za obračun plata.',
    },
    en: {
      title: 'Time and attendance system (TAMS)',
      summary: 'Card, fingerprint or face terminals and reports ready for payroll.',
    },
  },
  networkIntegration: {
    sr: {
      title: 'Mrežne integracije',
      summary: 'Projektovanje, kabliranje i konfiguracija žičnih i bežičnih mreža, od male kancelarije do kampusa.',
    },
    en: {
      title: 'Network integrations',
      summary: 'Design, cabling and configuration of wired and wireless networks, from a small office to a campus.',
    },
  },
  voip: {
    sr: {
      title: 'VoIP telefonija',
      summary: 'IP centrale, telefoni i povezivanje poslovnica, uz niže troškove razgovora.',
    },
    en: { title: 'VoIP telephony', summary: 'IP PBXs, handsets and linked branch offices, with lower call costs.' },
  },
  videoSurveillance: {
    sr: {
      title: 'Sistemi video nadzora i alarma',
      summary: 'Kamere, snimači i protivprovalni alarmi sa pregledom na mobilnom telefonu.',
    },
    en: {
      title: 'Video surveillance and alarm systems',
      summary: 'Cameras, recorders and intruder alarms you can check from your phone.',
    },
  },
  cybersecurity: {
    sr: {
      title: 'Sajber bezbjednost',
      summary: 'Procjena rizika, zaštitni zidovi, rezervne kopije i obuka zaposlenih.',
    },
    en: { title: 'Cybersecurity', summary: 'Risk assessment, firewalls, backups and staff training.' },
  },
  fiscalization: {
    sr: {
      title: 'Usluge iz oblasti fiskalizacije',
      summary: 'Fiskalni uređaji, povezivanje sa kasom i servis, u skladu sa zakonom.',
    },
    en: {
      title: 'Fiscalization services',
      summary: 'Fiscal devices, point-of-sale integration and service, compliant with the law.',
    },
  },
  solarPower: {
    sr: {
      title: 'Projektovanje i ugradnja solarnih elektrana',
      summary: 'Solarne elektrane za kuće i firme, od proračuna isplativosti do priključenja na mrežu.',
    },
    en: {
      title: 'Solar power plant design and installation',
      summary: 'Solar plants for homes and businesses, from the payback calculation to grid connection.',
    },
  },
  maintenance: {
    sr: {
      title: 'Održavanje računara, mreža i printera',
      summary: 'Redovno održavanje po ugovoru, sa zagarantovanim vremenom odziva.',
    },
    en: {
      title: 'Computer, network and printer maintenance',
      summary: 'Scheduled maintenance under contract, with a guaranteed response time.',
    },
  },
  serviceCenter: {
    sr: {
      title: 'Servisni centar',
      summary: 'Dijagnostika i popravka računara, laptopa, printera i telefona, u garanciji i van nje.',
    },
    en: {
      title: 'Service centre',
      summary: 'Diagnosis and repair of computers, laptops, printers and phones, in and out of warranty.',
    },
  },
  smartHome: {
    sr: {
      title: 'Smart home',
      summary: 'Pametno osvjetljenje, grijanje, roletne i sigurnost, upravljani iz jedne aplikacije.',
    },
    en: { title: 'Smart home', summary: 'Smart lighting, heating, blinds and security, controlled from one app.' },
  },
  plcAutomation: {
    sr: {
      title: 'PLC programiranje i automatizacija',
      summary: 'Automatizacija proizvodnih procesa, SCADA nadzor i modernizacija postojećih postrojenja.',
    },
    en: {
      title: 'PLC programming and automation',
      summary: 'Process automation, SCADA monitoring and the modernisation of existing plants.',
    },
  },
};
