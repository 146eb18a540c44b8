// Card templates for business, invitations and weddings (templates.ts has the fields).
import type { TemplateSeed } from './templateSeed';

export const eventTemplates: TemplateSeed[] = [
  // ── Business ───────────────────────────────────────────────────────────────
  {
    slug: 'kundenbrief-klassisch',
    name: 'Kundenbrief klassisch',
    order: 150,
    description:
      'Ein handgeschriebener Brief auf A4 mit schlichtem Briefkopf – für Angebote, Nachfassaktionen und besondere Anliegen.',
    canvas: 'a4-brief',
    groups: ['business'],
    defaultFont: 'kalam',
    art: { theme: 'letterhead', headline: 'Persönlich für Sie', font: 'kalam', seed: 151 },
    textDu:
      'Hallo {{Vorname}},\n\nich schreibe dir heute ganz bewusst von Hand, denn du bist uns bei {{Absender.Firma}} wichtig.\n\nIn den letzten Monaten haben wir viel an unseren Angeboten gearbeitet und möchten dir als einer der Ersten zeigen, was neu ist. Ich würde mich freuen, wenn wir uns dazu kurz austauschen – ganz unverbindlich.\n\nMelde dich einfach, wann es dir passt.\n\nHerzliche Grüße',
    textSie:
      'Guten Tag {{Vorname}} {{Nachname}},\n\nich schreibe Ihnen heute bewusst von Hand, denn Sie sind uns bei {{Absender.Firma}} wichtig.\n\nIn den letzten Monaten haben wir unser Angebot weiterentwickelt und möchten Ihnen als einem unserer geschätzten Kunden zuerst zeigen, was neu ist. Über ein kurzes Gespräch würde ich mich sehr freuen.\n\nIch melde mich in den nächsten Tagen gern telefonisch bei Ihnen.\n\nMit freundlichen Grüßen',
    textIhr:
      'Hallo zusammen,\n\nheute schreibe ich euch ganz bewusst von Hand, denn ihr seid uns bei {{Absender.Firma}} wichtig.\n\nWir haben viel Neues vorbereitet und möchten es euch als Ersten zeigen. Habt ihr Lust auf einen kurzen Austausch?\n\nMeldet euch einfach.\n\nHerzliche Grüße',
  },
  {
    slug: 'willkommen-an-bord',
    name: 'Willkommen an Bord',
    order: 160,
    description:
      'Der erste Eindruck zählt: eine frische Begrüßungskarte für neue Kundinnen, Kunden und Teammitglieder.',
    canvas: 'a6-postkarte',
    groups: ['business'],
    art: { theme: 'waves', headline: 'Willkommen!', font: 'caveat', seed: 163 },
    textDu:
      'Hallo {{Vorname}},\n\nherzlich willkommen bei {{Absender.Firma}}! Schön, dass du da bist. Wir freuen uns darauf, dich kennenzulernen, und sind bei jeder Frage für dich da.\n\nAuf eine gute Zeit!',
    textSie:
      'Guten Tag {{Vorname}} {{Nachname}},\n\nherzlich willkommen bei {{Absender.Firma}}! Wir freuen uns sehr über Ihr Vertrauen und stehen Ihnen bei allen Fragen persönlich zur Seite.\n\nMit freundlichen Grüßen',
    textIhr:
      'Hallo ihr Lieben,\n\nwillkommen an Bord bei {{Absender.Firma}}! Schön, dass ihr dabei seid – wir freuen uns auf alles, was wir gemeinsam vorhaben.\n\nHerzliche Grüße',
  },
  {
    slug: 'firmenjubilaeum',
    name: 'Firmenjubiläum',
    order: 170,
    description:
      'Goldene Linien und ein klares Layout – zum Jubiläum der Firma, der Partnerschaft oder eines Mitarbeiters.',
    canvas: 'a5-klappkarte',
    groups: ['business'],
    defaultFont: 'dancing-script',
    art: { theme: 'goldLines', headline: 'Gemeinsam gewachsen', font: 'dancing-script', seed: 173 },
    textDu:
      'Hallo {{Vorname}},\n\nwir feiern Jubiläum – und das verdanken wir Menschen wie dir. Danke für die vielen gemeinsamen Jahre, deine Ideen und deinen Einsatz.\n\nAuf die nächsten Kapitel!',
    textSie:
      'Guten Tag {{Vorname}} {{Nachname}},\n\n{{Absender.Firma}} feiert Jubiläum, und wir möchten uns bei Ihnen herzlich für die langjährige, vertrauensvolle Partnerschaft bedanken. Auf viele weitere gemeinsame Jahre!\n\nMit herzlichen Grüßen',
    textIhr:
      'Hallo ihr Lieben,\n\nJubiläum! Danke, dass ihr diesen Weg mit uns gegangen seid. Wir freuen uns auf alles, was noch kommt.\n\nEuer Team von {{Absender.Firma}}',
  },
  {
    slug: 'wir-denken-an-sie',
    name: 'Wir denken an Sie',
    order: 180,
    description:
      'Ein ruhiger, hochwertiger Brief zur Kundenpflege – für Reaktivierung, Feedback oder einfach ein ehrliches Dankeschön.',
    canvas: 'a4-brief',
    groups: ['business', 'danke'],
    art: {
      theme: 'letterheadLeaves',
      headline: 'Wir denken an Sie',
      font: 'cedarville-cursive',
      seed: 181,
    },
    textDu:
      'Hallo {{Vorname}},\n\nes ist eine Weile her, seit wir voneinander gehört haben – und wir haben an dich gedacht.\n\nWie geht es dir? Bist du mit allem zufrieden, oder gibt es etwas, das wir besser machen können? Deine Meinung ist uns bei {{Absender.Firma}} wirklich wichtig.\n\nSchreib uns gern oder ruf einfach an.\n\nHerzliche Grüße',
    textSie:
      'Guten Tag {{Vorname}} {{Nachname}},\n\nes ist eine Weile her, seit wir voneinander gehört haben, und wir haben an Sie gedacht.\n\nWie zufrieden sind Sie mit unseren Leistungen? Gibt es etwas, das wir für Sie verbessern können? Ihre Meinung ist uns bei {{Absender.Firma}} sehr wichtig.\n\nIch freue mich auf Ihre Rückmeldung.\n\nMit freundlichen Grüßen',
    textIhr:
      'Hallo zusammen,\n\nlange nichts voneinander gehört – Zeit, das zu ändern! Wie geht es euch? Erzählt uns gern, was wir bei {{Absender.Firma}} noch besser machen können.\n\nHerzliche Grüße',
  },
  // ── Einladung ──────────────────────────────────────────────────────────────
  {
    slug: 'einladung-zum-fest',
    name: 'Einladung zum Fest',
    order: 190,
    description:
      'Lichterkette und warme Farben – die Einladung, auf die sich alle schon beim Öffnen freuen.',
    canvas: 'a6-klappkarte',
    groups: ['einladung'],
    defaultFont: 'caveat',
    art: { theme: 'lights', headline: 'Du bist eingeladen', font: 'caveat', seed: 191 },
    textDu:
      'Hallo {{Vorname}},\n\nich feiere – und du gehörst unbedingt dazu! Am [Datum] ab [Uhrzeit] in [Ort]. Für Essen und Musik ist gesorgt, bring einfach gute Laune mit.\n\nGib mir bis [Datum] Bescheid, ob du kommst!',
    textSie:
      'Guten Tag {{Vorname}} {{Nachname}},\n\nhiermit lade ich Sie herzlich zu meiner Feier am [Datum] um [Uhrzeit] in [Ort] ein. Ich würde mich sehr freuen, Sie begrüßen zu dürfen.\n\nUm eine kurze Rückmeldung bis [Datum] wird gebeten.',
    textIhr:
      'Hallo ihr Lieben,\n\nich lade euch herzlich zu meinem Fest ein: am [Datum] ab [Uhrzeit] in [Ort]. Kommt vorbei, feiert mit und bringt gern eure Liebsten mit!\n\nSagt mir bis [Datum] Bescheid.',
  },
  {
    slug: 'sommerfest',
    name: 'Sommerfest',
    order: 200,
    description:
      'Sonnengelb und Himmelblau: die Einladung zum Sommer- oder Firmenfest im praktischen DIN-lang-Format.',
    canvas: 'din-lang',
    groups: ['einladung', 'business'],
    art: { theme: 'summer', headline: 'Einladung zum Sommerfest', font: 'caveat', seed: 211 },
    textDu:
      'Hallo {{Vorname}},\n\nder Sommer ist da, und wir feiern ihn! {{Absender.Firma}} lädt dich herzlich zu unserem Sommerfest ein – am [Datum] ab [Uhrzeit] in [Ort]. Es gibt Grill, kühle Getränke und gute Gespräche.\n\nWir freuen uns auf dich!',
    textSie:
      'Guten Tag {{Vorname}} {{Nachname}},\n\n{{Absender.Firma}} lädt Sie herzlich zu unserem Sommerfest am [Datum] ab [Uhrzeit] in [Ort] ein. Freuen Sie sich auf einen entspannten Abend mit Musik, Kulinarik und netten Begegnungen.\n\nWir bitten um Ihre Zusage bis [Datum].',
    textIhr:
      'Hallo ihr Lieben,\n\nSonne, Grill und gute Leute: Kommt zu unserem Sommerfest am [Datum] ab [Uhrzeit] in [Ort]!\n\nWir freuen uns auf euch – euer Team von {{Absender.Firma}}',
  },
  {
    slug: 'geburtstagseinladung',
    name: 'Geburtstagseinladung',
    order: 210,
    description:
      'Bunte Luftballons laden zur Party ein – für Kindergeburtstage ebenso wie für runde Feste.',
    canvas: 'a6-postkarte',
    groups: ['einladung', 'geburtstag'],
    defaultFont: 'gloria-hallelujah',
    art: {
      theme: 'balloonsWarm',
      headline: 'Feier mit mir!',
      font: 'gloria-hallelujah',
      seed: 223,
    },
    textDu:
      'Hallo {{Vorname}},\n\nich werde älter – und das muss gefeiert werden! Komm am [Datum] um [Uhrzeit] zu mir nach [Ort]. Kuchen, Spiele und Musik warten schon.\n\nIch freu mich riesig auf dich!',
    textSie:
      'Guten Tag {{Vorname}} {{Nachname}},\n\nzu meinem Geburtstag lade ich Sie herzlich ein: am [Datum] um [Uhrzeit] in [Ort]. Es wäre mir eine große Freude, mit Ihnen zu feiern.\n\nHerzliche Grüße',
    textIhr:
      'Hallo ihr Lieben,\n\nParty-Alarm! Feiert mit mir am [Datum] um [Uhrzeit] in [Ort]. Ich freue mich auf euch!\n\nBis bald',
  },
  // ── Hochzeit ───────────────────────────────────────────────────────────────
  {
    slug: 'save-the-date',
    name: 'Save the Date',
    order: 220,
    description:
      'Zarte Eukalyptuszweige auf cremigem Grund – damit sich alle euren großen Tag rechtzeitig freihalten.',
    canvas: 'a6-postkarte',
    groups: ['hochzeit', 'einladung'],
    defaultFont: 'homemade-apple',
    art: { theme: 'eucalyptus', headline: 'Save the Date', font: 'homemade-apple', seed: 229 },
    textDu:
      'Liebe/r {{Vorname}},\n\nwir heiraten! Bitte halte dir den [Datum] frei – die richtige Einladung folgt bald. Wir können es kaum erwarten, diesen Tag mit dir zu feiern.\n\n[Namen des Paares]',
    textSie:
      'Guten Tag {{Vorname}} {{Nachname}},\n\nwir geben uns das Jawort und würden uns sehr freuen, wenn Sie sich den [Datum] vormerken. Die Einladung folgt in Kürze.\n\nHerzliche Grüße\n[Namen des Paares]',
    textIhr:
      'Hallo ihr Lieben,\n\nwir heiraten! Merkt euch den [Datum] ganz dick im Kalender vor – die Einladung kommt bald.\n\nWir freuen uns auf euch!\n[Namen des Paares]',
  },
  {
    slug: 'hochzeitseinladung',
    name: 'Hochzeitseinladung',
    order: 230,
    description:
      'Zwei goldene Ringe und feine Blüten – die festliche Einladung zur Hochzeit im edlen A5-Format.',
    canvas: 'a5-klappkarte',
    groups: ['hochzeit', 'einladung'],
    defaultFont: 'dancing-script',
    art: { theme: 'rings', headline: 'Wir trauen uns', font: 'dancing-script', seed: 233 },
    textDu:
      'Liebe/r {{Vorname}},\n\nwir sagen Ja – und möchten diesen besonderen Tag mit dir teilen! Die Trauung findet am [Datum] um [Uhrzeit] in [Ort] statt, anschließend feiern wir bis in die Nacht.\n\nBitte gib uns bis [Datum] Bescheid, ob du dabei bist.\n\n[Namen des Paares]',
    textSie:
      'Guten Tag {{Vorname}} {{Nachname}},\n\nwir freuen uns, Sie zu unserer Hochzeit einzuladen. Die Trauung findet am [Datum] um [Uhrzeit] in [Ort] statt; im Anschluss möchten wir mit Ihnen feiern.\n\nWir bitten um Ihre Rückmeldung bis [Datum].\n\n[Namen des Paares]',
    textIhr:
      'Hallo ihr Lieben,\n\nwir trauen uns! Feiert mit uns am [Datum] um [Uhrzeit] in [Ort] – mit Sekt, Tanz und ganz viel Liebe.\n\nGebt uns bis [Datum] Bescheid!\n[Namen des Paares]',
  },
  {
    slug: 'danke-hochzeit',
    name: 'Danke zur Hochzeit',
    order: 240,
    description:
      'Der Dank nach dem schönsten Tag: Blütenkranz in Blush und Salbei, Platz für ein Foto-Gefühl in Worten.',
    canvas: 'a6-klappkarte',
    groups: ['hochzeit', 'danke'],
    defaultFont: 'dancing-script',
    art: { theme: 'wreath', headline: 'Danke!', font: 'dancing-script', seed: 241 },
    textDu:
      'Liebe/r {{Vorname}},\n\ndanke, dass du unseren Hochzeitstag mit uns gefeiert hast! Deine Glückwünsche und dein Geschenk haben uns sehr berührt. Wir denken noch oft an diesen wunderbaren Tag.\n\n[Namen des Paares]',
    textSie:
      'Guten Tag {{Vorname}} {{Nachname}},\n\nherzlichen Dank für Ihre Glückwünsche und Ihr Geschenk zu unserer Hochzeit. Es hat uns sehr gefreut, dass Sie diesen Tag mit uns geteilt haben.\n\n[Namen des Paares]',
    textIhr:
      'Hallo ihr Lieben,\n\ndanke, dass ihr mit uns gefeiert habt! Ohne euch wäre unser großer Tag nicht halb so schön gewesen.\n\nAlles Liebe\n[Namen des Paares]',
  },
];
