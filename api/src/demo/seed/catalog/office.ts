import { type CategoryDef, model } from './types';

const PRINT_CONNECTIVITY = ['USB', 'USB, LAN', 'USB, LAN, Wi-Fi'];

export const printersAndScanners: CategoryDef = {
  slug: 'printeri-i-skeneri',
  name: 'Printeri i skeneri',
  subcategories: [
    {
      slug: 'laserski-printeri',
      name: 'Laserski printeri',
      kind: 'printer',
      noun: 'laserski printer',
      synonyms: ['printer', 'štampač', 'pisač', 'laserski printer', 'laserski štampač', 'laser printer'],
      warranties: [24, 36],
      specs: [
        { name: 'Tehnologija štampe', values: ['Laserska, crno-bijela', 'Laserska, u boji'] },
        { name: 'Brzina štampe', values: ['30 str/min', '34 str/min', '40 str/min'] },
        { name: 'Rezolucija štampe', values: ['600 x 600 dpi', '1200 x 1200 dpi'] },
        { name: 'Obostrana štampa', values: ['Automatska', 'Ručna'] },
        { name: 'Povezivanje', values: PRINT_CONNECTIVITY },
        { name: 'Mjesečno opterećenje', values: ['do 20.000 str', 'do 50.000 str', 'do 80.000 str'] },
        { name: 'Ladica za papir', values: ['150 listova', '250 listova'] },
      ],
      models: [
        model('HP', 'LaserJet Pro M404dn', 579, {
          'Tehnologija štampe': 'Laserska, crno-bijela',
          Povezivanje: 'USB, LAN',
        }),
        model('Brother', 'HL-L2350DW', 299, {
          'Tehnologija štampe': 'Laserska, crno-bijela',
          Povezivanje: 'USB, Wi-Fi',
        }),
        model('Canon', 'i-SENSYS LBP233dw', 449, { 'Tehnologija štampe': 'Laserska, crno-bijela' }),
        model('Xerox', 'B230', 259, { 'Tehnologija štampe': 'Laserska, crno-bijela', Povezivanje: 'USB, LAN, Wi-Fi' }),
        model('HP', 'Color LaserJet Pro M255dw', 749, {
          'Tehnologija štampe': 'Laserska, u boji',
          'Brzina štampe': '21 str/min',
        }),
      ],
    },
    {
      slug: 'multifunkcijski-uredjaji',
      name: 'Multifunkcijski uređaji',
      kind: 'printer',
      noun: 'multifunkcijski uređaj',
      synonyms: [
        'multifunkcijski uređaj',
        'multifunkcijski printer',
        'multifunkcijski štampač',
        'printer sa skenerom',
        'MFP',
        'all-in-one printer',
      ],
      warranties: [24, 36],
      specs: [
        { name: 'Funkcije', values: ['Štampa, kopiranje, skeniranje', 'Štampa, kopiranje, skeniranje, faks'] },
        { name: 'Tehnologija štampe', values: ['Ink tank, u boji', 'Laserska, crno-bijela'] },
        { name: 'Brzina štampe', values: ['10 str/min', '20 str/min', '30 str/min'] },
        { name: 'Rezolucija skeniranja', values: ['600 x 1200 dpi', '1200 x 2400 dpi'] },
        { name: 'Povezivanje', values: PRINT_CONNECTIVITY },
        { name: 'Automatski uvlakač (ADF)', values: ['Da', 'Ne'] },
        { name: 'Ekran', values: ['LCD 1,44"', 'Bez ekrana', 'Dodirni 2,7"'] },
      ],
      models: [
        model('Epson', 'EcoTank L3250', 389, {
          'Tehnologija štampe': 'Ink tank, u boji',
          'Automatski uvlakač (ADF)': 'Ne',
        }),
        model('Canon', 'PIXMA G3470', 369, { 'Tehnologija štampe': 'Ink tank, u boji' }),
        model('HP', 'LaserJet MFP M140we', 329, { 'Tehnologija štampe': 'Laserska, crno-bijela' }),
        model('Brother', 'DCP-L2620DW', 449, { 'Tehnologija štampe': 'Laserska, crno-bijela' }),
        model('Epson', 'EcoTank L6270', 699, {
          'Tehnologija štampe': 'Ink tank, u boji',
          'Automatski uvlakač (ADF)': 'Da',
        }),
      ],
    },
    {
      slug: 'skeneri',
      name: 'Skeneri',
      kind: 'scanner',
      noun: 'skener',
      synonyms: ['skener', 'scanner', 'document scanner'],
      warranties: [24, 12],
      specs: [
        { name: 'Tip skenera', values: ['Flatbed', 'Sa uvlakačem dokumenata'] },
        { name: 'Optička rezolucija', values: ['600 dpi', '2400 dpi', '4800 dpi'] },
        { name: 'Brzina skeniranja', values: ['10 s po stranici', '25 str/min', '40 str/min'] },
        { name: 'Format', values: ['A4'] },
        { name: 'Povezivanje', values: ['USB', 'USB, Wi-Fi'] },
        { name: 'Obostrano skeniranje', values: ['Da', 'Ne'] },
      ],
      models: [
        model('Epson', 'Perfection V39II', 199, { 'Tip skenera': 'Flatbed', 'Obostrano skeniranje': 'Ne' }),
        model('Canon', 'CanoScan LiDE 300', 129, { 'Tip skenera': 'Flatbed', 'Obostrano skeniranje': 'Ne' }),
        model('Fujitsu', 'ScanSnap iX1600', 989, {
          'Tip skenera': 'Sa uvlakačem dokumenata',
          'Brzina skeniranja': '40 str/min',
        }),
        model('Brother', 'ADS-1700W', 579, { 'Tip skenera': 'Sa uvlakačem dokumenata', Povezivanje: 'USB, Wi-Fi' }),
      ],
    },
    {
      slug: 'toneri-i-tinte',
      name: 'Toneri i tinte',
      kind: 'ink',
      noun: 'potrošni materijal za štampu',
      synonyms: ['toner', 'tinta', 'kertridž', 'potrošni materijal', 'cartridge', 'ink'],
      warranties: [12],
      specs: [
        { name: 'Tip', values: ['Toner', 'Tinta'] },
        { name: 'Boja', values: ['Crna', 'Cijan', 'Magenta', 'Žuta'] },
        { name: 'Kapacitet', values: ['1.200 str', '3.000 str', '7.500 str'] },
        { name: 'Original', values: ['Da'] },
        { name: 'Pakovanje', values: ['Pojedinačno pakovanje', 'Dvostruko pakovanje'] },
        { name: 'Kompatibilnost', values: ['HP LaserJet Pro M404, MFP M428', 'Brother HL-L2350DW, DCP-L2620DW'] },
      ],
      models: [
        model('HP', '59A (CF259A)', 219, { Tip: 'Toner', Boja: 'Crna', Kapacitet: '3.000 str' }),
        model('Brother', 'TN-2420', 129, { Tip: 'Toner', Boja: 'Crna', Kapacitet: '3.000 str' }),
        model('Epson', '103 EcoTank', 19, {
          Tip: 'Tinta',
          Kapacitet: '7.500 str',
          Kompatibilnost: 'Epson EcoTank L3250, L3260',
        }),
        model('Canon', 'GI-41', 22, {
          Tip: 'Tinta',
          Kapacitet: '7.700 str',
          Kompatibilnost: 'Canon PIXMA G3470, G2420',
        }),
      ],
    },
  ],
};

export const accessControl: CategoryDef = {
  slug: 'kontrola-pristupa-i-erv',
  name: 'Kontrola pristupa i ERV',
  subcategories: [
    {
      slug: 'terminali-za-evidenciju-radnog-vremena',
      name: 'Terminali za evidenciju radnog vremena',
      kind: 'card-reader',
      noun: 'terminal za evidenciju radnog vremena',
      synonyms: [
        'terminal za evidenciju radnog vremena',
        'evidencija radnog vremena',
        'ERV',
        'biometrijski terminal',
        'time attendance',
      ],
      warranties: [24, 36],
      specs: [
        {
          name: 'Identifikacija',
          values: ['Lice, otisak prsta, RFID kartica', 'Lice, dlan, RFID kartica', 'Otisak prsta, PIN'],
        },
        { name: 'Kapacitet korisnika', values: ['1.000', '3.000', '10.000'] },
        { name: 'Kapacitet zapisa', values: ['100.000', '200.000'] },
        { name: 'Ekran', values: ['2,8" TFT', '4,3" dodirni', '5" dodirni'] },
        { name: 'Komunikacija', values: ['TCP/IP, USB', 'TCP/IP, Wi-Fi, RS485'] },
        { name: 'Kontrola vrata', values: ['Da (relej, senzor vrata)', 'Ne'] },
      ],
      models: [
        model('ZKTeco', 'SpeedFace-V5L', 749, { Identifikacija: 'Lice, dlan, RFID kartica', Ekran: '5" dodirni' }),
        model('ZKTeco', 'MB360', 429, { Identifikacija: 'Lice, otisak prsta, RFID kartica', Ekran: '2,8" TFT' }),
        model('Hikvision', 'DS-K1T320MFWX', 519, { Identifikacija: 'Lice, RFID kartica', Ekran: '2,4" LCD' }),
        model('Suprema', 'BioStation 3', 1249, {
          Identifikacija: 'Lice, RFID kartica, QR kod',
          'Kapacitet korisnika': '10.000',
        }),
      ],
    },
    {
      slug: 'citaci-kartica',
      name: 'Čitači kartica',
      kind: 'card-reader',
      noun: 'čitač kartica za kontrolu pristupa',
      synonyms: ['čitač kartica', 'RFID čitač', 'čitač', 'card reader', 'RFID reader'],
      warranties: [24],
      specs: [
        { name: 'Tip kartica', values: ['EM 125 kHz', 'MIFARE 13,56 MHz', 'EM i MIFARE'] },
        { name: 'Izlaz', values: ['Wiegand 26/34', 'RS485', 'OSDP'] },
        { name: 'Domet čitanja', values: ['do 5 cm', 'do 8 cm'] },
        { name: 'Zaštita', values: ['IP65', 'IP67'] },
        { name: 'Tastatura', values: ['Da (PIN)', 'Ne'] },
        { name: 'Napajanje', values: ['12 V DC'] },
      ],
      models: [
        model('ZKTeco', 'ProID20', 119, { 'Tip kartica': 'EM i MIFARE' }),
        model('ZKTeco', 'KR500E', 59, { 'Tip kartica': 'EM 125 kHz', Tastatura: 'Ne' }),
        model('Suprema', 'XPass D2', 249, { 'Tip kartica': 'EM i MIFARE', Izlaz: 'RS485' }),
        model('Hikvision', 'DS-K1108AMK', 89, { 'Tip kartica': 'MIFARE 13,56 MHz', Tastatura: 'Da (PIN)' }),
      ],
    },
    {
      slug: 'elektricne-brave',
      name: 'Električne brave',
      kind: 'lock',
      noun: 'električna brava',
      synonyms: ['električna brava', 'elektromagnetna brava', 'brava', 'prihvatnik', 'electric lock', 'door lock'],
      warranties: [24, 12],
      specs: [
        { name: 'Tip brave', values: ['Elektromagnetna', 'Električni prihvatnik', 'Motorna brava'] },
        { name: 'Sila držanja', values: ['180 kg', '280 kg', '500 kg'] },
        { name: 'Napon', values: ['12 V DC', '12/24 V DC'] },
        { name: 'Režim rada', values: ['Fail-safe (NO)', 'Fail-secure (NC)'] },
        { name: 'Signalizacija stanja', values: ['Da (LED, izlaz)', 'Ne'] },
        { name: 'Montaža', values: ['Nadgradna', 'Ugradna'] },
      ],
      models: [
        model('ZKTeco', 'LM-2805 elektromagnetna brava', 89, {
          'Tip brave': 'Elektromagnetna',
          'Sila držanja': '280 kg',
        }),
        model('Dorcas', '99NF prihvatnik', 79, { 'Tip brave': 'Električni prihvatnik', 'Sila držanja': null }),
        model('Hikvision', 'DS-K4H258S', 99, { 'Tip brave': 'Elektromagnetna', 'Sila držanja': '280 kg' }),
        model('Assa Abloy', 'effeff 118', 239, { 'Tip brave': 'Električni prihvatnik', 'Sila držanja': null }),
      ],
    },
  ],
};

export const voipPhonesAndPbx: CategoryDef = {
  slug: 'voip-telefoni-i-centrale',
  name: 'VoIP telefoni i centrale',
  subcategories: [
    {
      slug: 'voip-telefoni',
      name: 'VoIP telefoni',
      kind: 'desk-phone',
      noun: 'IP telefon',
      synonyms: ['VoIP telefon', 'IP telefon', 'SIP telefon', 'stolni telefon', 'IP phone', 'desk phone'],
      warranties: [24, 36],
      specs: [
        { name: 'Broj SIP naloga', values: ['2', '4', '6', '16'] },
        { name: 'Ekran', values: ['2,3" monohromatski', '2,8" u boji', '4,3" dodirni u boji'] },
        { name: 'Mrežni portovi', values: ['2x 10/100 Mbps', '2x Gigabit'] },
        { name: 'PoE', values: ['Da', 'Ne'] },
        { name: 'HD zvuk', values: ['Da (G.722, Opus)'] },
        { name: 'Bluetooth / Wi-Fi', values: ['Ne', 'Da / Da'] },
      ],
      models: [
        model('Yealink', 'SIP-T31P', 99, { 'Broj SIP naloga': '2', 'Mrežni portovi': '2x 10/100 Mbps', PoE: 'Da' }),
        model('Yealink', 'SIP-T54W', 399, {
          'Broj SIP naloga': '16',
          Ekran: '4,3" u boji',
          'Bluetooth / Wi-Fi': 'Da / Da',
        }),
        model('Grandstream', 'GRP2602P', 89, { 'Broj SIP naloga': '4', PoE: 'Da' }),
        model('Fanvil', 'X3U Pro', 119, { 'Broj SIP naloga': '6', Ekran: '2,8" u boji' }),
        model('Snom', 'D735', 319, { 'Broj SIP naloga': '12', 'Mrežni portovi': '2x Gigabit' }),
      ],
    },
    {
      slug: 'ip-centrale',
      name: 'IP centrale',
      kind: 'switch',
      noun: 'IP telefonska centrala',
      synonyms: ['IP centrala', 'telefonska centrala', 'centrala', 'PBX', 'IP PBX'],
      warranties: [36, 24],
      specs: [
        { name: 'Broj korisnika', values: ['50', '100', '500'] },
        { name: 'Istovremeni pozivi', values: ['15', '30', '60'] },
        { name: 'FXO / FXS portovi', values: ['2 / 2', '4 / 0', 'Bez analognih portova'] },
        { name: 'Video konferencija', values: ['Da', 'Ne'] },
        { name: 'Montaža', values: ['Stona', 'Rack 19"'] },
        { name: 'Snimanje poziva', values: ['Da'] },
      ],
      models: [
        model('Grandstream', 'UCM6302', 1249, {
          'Broj korisnika': '1000',
          'Istovremeni pozivi': '150',
          Montaža: 'Rack 19"',
        }),
        model('Grandstream', 'UCM6301', 899, { 'Broj korisnika': '500' }),
        model('Yeastar', 'P550', 1099, { 'Broj korisnika': '50', 'Istovremeni pozivi': '25' }),
        model('Yeastar', 'P520', 649, { 'Broj korisnika': '20', 'Istovremeni pozivi': '10', Montaža: 'Stona' }),
      ],
    },
    {
      slug: 'dect-telefoni',
      name: 'DECT telefoni',
      kind: 'phone',
      noun: 'bežični DECT telefon',
      synonyms: ['DECT telefon', 'bežični telefon', 'DECT', 'cordless phone'],
      warranties: [24],
      specs: [
        { name: 'Broj slušalica', values: ['1 slušalica', '2 slušalice'], priceStep: 90, inName: true },
        { name: 'Broj SIP naloga', values: ['4', '8', '10'] },
        {
          name: 'Domet',
          values: ['do 50 m u zatvorenom, 300 m na otvorenom', 'do 50 m u zatvorenom, 350 m na otvorenom'],
        },
        { name: 'Trajanje razgovora', values: ['do 20 h', 'do 35 h'] },
        { name: 'Ekran', values: ['1,8" u boji', '2,4" u boji'] },
        { name: 'Bazna stanica', values: ['PoE, 1x 10/100 Mbps'] },
      ],
      models: [
        model('Yealink', 'W73P', 229, { Ekran: '1,8" u boji' }),
        model('Gigaset', 'A690IP', 139, { 'Broj SIP naloga': '6' }),
        model('Grandstream', 'DP730', 129),
        model('Snom', 'M325', 259),
      ],
    },
  ],
};
