// Card templates for birthdays, Christmas and thanks (templates.ts has the fields).
import type { TemplateSeed } from './templateSeed';

export const occasionTemplates: TemplateSeed[] = [
  // ── Geburtstag ─────────────────────────────────────────────────────────────
  {
    slug: 'konfetti-geburtstag',
    name: 'Konfetti-Geburtstag',
    order: 10,
    description:
      'Bunter Konfettiregen auf zartem Pastell – die fröhliche Geburtstagskarte für alle, die gern feiern.',
    canvas: 'a6-postkarte',
    groups: ['geburtstag'],
    defaultFont: 'caveat',
    art: { theme: 'confetti', headline: 'Alles Gute!', font: 'caveat', seed: 11 },
    textDu:
      'Hallo {{Vorname}},\n\nalles Liebe zu deinem Geburtstag! Ich wünsche dir ein neues Lebensjahr voller Lachen, guter Begegnungen und kleiner Glücksmomente, die einfach so vom Himmel fallen – wie Konfetti.\n\nFeier schön!',
    textSie:
      'Guten Tag {{Vorname}} {{Nachname}},\n\nzu Ihrem Geburtstag gratuliere ich Ihnen herzlich. Für das neue Lebensjahr wünsche ich Ihnen Gesundheit, Freude und viele schöne Augenblicke.\n\nMit den besten Wünschen',
    textIhr:
      'Hallo ihr Lieben,\n\nheute wird gefeiert! Ich wünsche euch einen wunderbaren Tag mit Kuchen, Kerzen und ganz viel Konfetti – lasst es euch richtig gut gehen.\n\nAlles Liebe',
  },
  {
    slug: 'luftballon-gruesse',
    name: 'Luftballon-Grüße',
    order: 20,
    description:
      'Leuchtende Luftballons steigen in einen hellen Himmel – eine Klappkarte mit viel Platz für persönliche Worte.',
    canvas: 'a6-klappkarte',
    groups: ['geburtstag'],
    defaultFont: 'indie-flower',
    art: { theme: 'balloons', headline: 'Happy Birthday', font: 'dancing-script', seed: 23 },
    textDu:
      'Liebe Grüße an dich, {{Vorname}}!\n\nZum Geburtstag schicke ich dir einen ganzen Strauß Luftballons – und mit jedem einen Wunsch: Gesundheit, Zeit für die Dinge, die du liebst, und Menschen, die dich zum Lachen bringen.\n\nHab einen großartigen Tag!',
    textSie:
      'Guten Tag {{Vorname}} {{Nachname}},\n\nzu Ihrem Ehrentag sende ich Ihnen die herzlichsten Glückwünsche. Möge das neue Lebensjahr Ihnen viel Freude, Gesundheit und Erfolg bringen.\n\nHerzliche Grüße',
    textIhr:
      'Hallo ihr zwei,\n\nLuftballons, Kuchen und gute Laune – mehr braucht ein Geburtstag nicht. Ich wünsche euch ein wunderschönes Fest und ein Jahr voller gemeinsamer Abenteuer!\n\nAlles Gute',
  },
  {
    slug: 'runder-geburtstag',
    name: 'Runder Geburtstag',
    order: 30,
    description:
      'Edles Goldmotiv auf tiefem Nachtblau für die großen Jubiläen – 30, 40, 50 und mehr.',
    canvas: 'a5-klappkarte',
    groups: ['geburtstag'],
    defaultFont: 'dancing-script',
    art: { theme: 'gold', headline: 'Hoch sollst du leben', font: 'dancing-script', seed: 37 },
    textDu:
      'Liebe/r {{Vorname}},\n\nein runder Geburtstag ist ein guter Moment, um zurückzuschauen – und noch mehr, um nach vorn zu blicken. Danke für all die gemeinsamen Jahre. Auf alles, was noch kommt!\n\nVon Herzen alles Gute',
    textSie:
      'Guten Tag {{Vorname}} {{Nachname}},\n\nzu Ihrem runden Geburtstag gratuliere ich Ihnen von Herzen. Ich wünsche Ihnen für die kommenden Jahre Gesundheit, Zufriedenheit und viele erfüllte Momente.\n\nMit herzlichen Grüßen',
    textIhr:
      'Hallo ihr Lieben,\n\nrunde Geburtstage muss man feiern, wie sie fallen! Ich wünsche euch ein rauschendes Fest und stoße in Gedanken mit euch an.\n\nHerzlichst',
  },
  {
    slug: 'geburtstagskuchen',
    name: 'Geburtstagskuchen',
    order: 40,
    description:
      'Süße Streusel und Kerzen im schlanken DIN-lang-Format – passt in jeden Briefumschlag und in jeden Tag.',
    canvas: 'din-lang',
    groups: ['geburtstag'],
    art: { theme: 'sprinkles', headline: 'Zum Geburtstag', font: 'gloria-hallelujah', seed: 41 },
    textDu:
      'Hey {{Vorname}},\n\nfür dich gibt es heute das größte Stück Kuchen! Ich wünsche dir einen Geburtstag, der genauso süß ist wie du.\n\nLass dich feiern!',
    textSie:
      'Guten Tag {{Vorname}} {{Nachname}},\n\nherzlichen Glückwunsch zum Geburtstag! Genießen Sie Ihren Tag und lassen Sie sich ordentlich verwöhnen.\n\nFreundliche Grüße',
    textIhr:
      'Hallo ihr Süßen,\n\nKerzen an, Wunsch gedacht und auspusten! Ich wünsche euch einen zuckersüßen Geburtstag.\n\nEure Grüße von Herzen',
  },
  {
    slug: 'kundengeburtstag',
    name: 'Kundengeburtstag',
    order: 50,
    description:
      'Geburtstagsgruß für Kundinnen und Kunden: herzlich, aber dezent – mit Platz für Ihren Firmennamen.',
    canvas: 'a6-postkarte',
    groups: ['geburtstag', 'business'],
    defaultFont: 'kalam',
    art: { theme: 'confettiCalm', headline: 'Herzlichen Glückwunsch', font: 'kalam', seed: 53 },
    textDu:
      'Hallo {{Vorname}},\n\nheute ist dein Tag! Das ganze Team von {{Absender.Firma}} wünscht dir alles Gute zum Geburtstag und freut sich, dich als Kundin oder Kunden an unserer Seite zu haben.\n\nFeier schön!',
    textSie:
      'Guten Tag {{Vorname}} {{Nachname}},\n\nzu Ihrem Geburtstag gratulieren wir Ihnen herzlich. Vielen Dank für Ihre Treue – wir wünschen Ihnen ein gesundes, glückliches neues Lebensjahr.\n\nIhr Team von {{Absender.Firma}}',
    textIhr:
      'Hallo ihr Lieben,\n\nalles Gute zum Geburtstag vom ganzen Team von {{Absender.Firma}}! Schön, dass es euch gibt.\n\nHerzliche Grüße',
  },
  // ── Weihnachten ────────────────────────────────────────────────────────────
  {
    slug: 'tannenzweig-und-sterne',
    name: 'Tannenzweig & Sterne',
    order: 60,
    description:
      'Sattgrüne Tannenzweige, goldene Sterne und ein Hauch Schnee – klassisch, warm und festlich.',
    canvas: 'a6-klappkarte',
    groups: ['weihnachten'],
    defaultFont: 'dancing-script',
    art: { theme: 'fir', headline: 'Frohe Weihnachten', font: 'dancing-script', seed: 61 },
    textDu:
      'Liebe/r {{Vorname}},\n\nich wünsche dir ein friedliches Weihnachtsfest mit Kerzenschein, gutem Essen und Zeit für die Menschen, die dir wichtig sind. Komm gut ins neue Jahr!\n\nFrohe Weihnachten',
    textSie:
      'Guten Tag {{Vorname}} {{Nachname}},\n\nich wünsche Ihnen und Ihrer Familie ein besinnliches Weihnachtsfest und für das neue Jahr Gesundheit, Glück und Zuversicht.\n\nMit herzlichen Weihnachtsgrüßen',
    textIhr:
      'Hallo ihr Lieben,\n\nich wünsche euch ein wunderschönes Weihnachtsfest voller Wärme und Gemütlichkeit – und einen guten Rutsch ins neue Jahr!\n\nFrohe Festtage',
  },
  {
    slug: 'winterwald',
    name: 'Winterwald',
    order: 70,
    description:
      'Stille Tannen im nachtblauen Schneefall – eine ruhige, moderne Weihnachtspostkarte.',
    canvas: 'a6-postkarte',
    groups: ['weihnachten'],
    art: { theme: 'winterForest', headline: 'Fröhliche Weihnachten', font: 'caveat', seed: 71 },
    textDu:
      'Hallo {{Vorname}},\n\nwenn draußen der Schnee leise fällt, denke ich an dich. Hab wundervolle Feiertage und starte mit ganz viel Rückenwind ins neue Jahr.\n\nAlles Liebe',
    textSie:
      'Guten Tag {{Vorname}} {{Nachname}},\n\nich wünsche Ihnen ruhige, erholsame Feiertage und einen guten Start in ein erfolgreiches neues Jahr.\n\nHerzliche Grüße',
    textIhr:
      'Hallo ihr Lieben,\n\nschöne Weihnachten im Schnee (oder wenigstens im Kerzenschein)! Genießt die Tage zusammen.\n\nEure Winterpost',
  },
  {
    slug: 'firmen-weihnachtsgruss',
    name: 'Firmen-Weihnachtsgruß',
    order: 80,
    description:
      'Elegante Weihnachtskarte für Kunden und Partner: Tannengrün und Gold im großzügigen A5-Format.',
    canvas: 'a5-klappkarte',
    groups: ['weihnachten', 'business'],
    defaultFont: 'kalam',
    art: { theme: 'firGold', headline: 'Frohes Fest', font: 'homemade-apple', seed: 83 },
    textDu:
      'Hallo {{Vorname}},\n\ndanke für ein tolles Jahr der Zusammenarbeit! Das ganze Team von {{Absender.Firma}} wünscht dir frohe Weihnachten und einen guten Start ins neue Jahr.\n\nHerzliche Grüße',
    textSie:
      'Sehr geehrte/r {{Vorname}} {{Nachname}},\n\nwir bedanken uns herzlich für Ihr Vertrauen und die angenehme Zusammenarbeit in diesem Jahr. Wir wünschen Ihnen und Ihren Liebsten frohe Weihnachten und ein gesundes, erfolgreiches neues Jahr.\n\nIhr Team von {{Absender.Firma}}',
    textIhr:
      'Hallo ihr Lieben,\n\ndanke für die tolle Zusammenarbeit in diesem Jahr! Wir wünschen euch entspannte Feiertage und freuen uns auf alles, was wir im neuen Jahr gemeinsam anpacken.\n\nEuer Team von {{Absender.Firma}}',
  },
  {
    slug: 'weihnachtsbrief',
    name: 'Weihnachtsbrief',
    order: 90,
    description:
      'Ein ganzer Brief zum Fest: Tannenzweige am Kopf, viel Raum für einen ausführlichen Jahresrückblick.',
    canvas: 'a4-brief',
    groups: ['weihnachten'],
    defaultFont: 'homemade-apple',
    art: { theme: 'firLetter', headline: 'Ein Brief zum Fest', font: 'homemade-apple', seed: 97 },
    textDu:
      'Liebe/r {{Vorname}},\n\nwieder ist ein Jahr vorbei, und ich möchte mir zum Fest die Zeit nehmen, dir richtig zu schreiben – nicht nur eine kurze Nachricht zwischendurch.\n\nDieses Jahr war voller Veränderungen, und ich bin dankbar, dass du dabei warst. Danke für die Gespräche, das Zuhören und die vielen Momente, in denen wir zusammen gelacht haben.\n\nIch wünsche dir ein friedliches Weihnachtsfest und für das neue Jahr alles, was dein Herz sich wünscht.\n\nIn Liebe',
    textSie:
      'Guten Tag {{Vorname}} {{Nachname}},\n\nzum Jahresende möchte ich mich mit ein paar persönlichen Zeilen bei Ihnen melden.\n\nDas vergangene Jahr hat uns allen viel abverlangt, und umso mehr schätze ich die gute Verbindung zu Ihnen. Vielen Dank für Ihr Vertrauen, Ihre Offenheit und die angenehmen Begegnungen.\n\nIch wünsche Ihnen ein gesegnetes Weihnachtsfest und ein gesundes, glückliches neues Jahr.\n\nMit herzlichen Grüßen',
    textIhr:
      'Hallo ihr Lieben,\n\nbevor die Feiertage beginnen, möchte ich euch einen richtigen Brief schreiben – so wie früher.\n\nWas für ein Jahr! Danke, dass ihr immer da wart: für die Abende am Küchentisch, die spontanen Ausflüge und die Geduld mit mir.\n\nIch wünsche euch frohe Weihnachten und ein neues Jahr voller Wärme.\n\nAlles Liebe',
  },
  {
    slug: 'neujahrsgruss',
    name: 'Neujahrsgruß',
    order: 100,
    description:
      'Goldenes Feuerwerk über dem Nachthimmel – der schwungvolle Gruß zum Jahreswechsel im DIN-lang-Format.',
    canvas: 'din-lang',
    groups: ['weihnachten', 'business'],
    art: { theme: 'fireworks', headline: 'Gutes neues Jahr', font: 'dancing-script', seed: 103 },
    textDu:
      'Hallo {{Vorname}},\n\nauf ein neues Jahr voller Chancen, Mut und Momente, die bleiben! Danke, dass du dabei bist.\n\nProsit Neujahr!',
    textSie:
      'Guten Tag {{Vorname}} {{Nachname}},\n\nwir wünschen Ihnen ein gesundes, glückliches und erfolgreiches neues Jahr und freuen uns auf die weitere Zusammenarbeit.\n\nIhr Team von {{Absender.Firma}}',
    textIhr:
      'Hallo ihr Lieben,\n\nauf ein großartiges neues Jahr! Lasst uns gemeinsam anstoßen – auf alles, was kommt.\n\nEure Neujahrsgrüße',
  },
  // ── Danke ──────────────────────────────────────────────────────────────────
  {
    slug: 'danke-von-herzen',
    name: 'Danke von Herzen',
    order: 110,
    description:
      'Kleine Herzen in warmem Rosé – das schlichte, ehrliche Dankeschön für jeden Anlass.',
    canvas: 'a6-postkarte',
    groups: ['danke'],
    defaultFont: 'shadows-into-light',
    art: { theme: 'hearts', headline: 'Danke!', font: 'shadows-into-light', seed: 113 },
    textDu:
      'Liebe/r {{Vorname}},\n\nmanchmal reicht ein einziges Wort nicht – aber ich versuche es trotzdem: Danke! Für deine Hilfe, deine Zeit und dafür, dass ich mich immer auf dich verlassen kann.\n\nVon Herzen',
    textSie:
      'Guten Tag {{Vorname}} {{Nachname}},\n\nherzlichen Dank für Ihre Unterstützung. Ihre Hilfe hat mir sehr viel bedeutet.\n\nMit dankbaren Grüßen',
    textIhr:
      'Hallo ihr Lieben,\n\ndanke, dass ihr so wunderbar seid! Ohne euch wäre vieles nur halb so schön gewesen.\n\nVon Herzen',
  },
  {
    slug: 'blumengruss-danke',
    name: 'Blumengruß',
    order: 120,
    description:
      'Ein frischer Strauß gezeichneter Blüten – Dankeschön, Genesungswunsch oder einfach ein lieber Gruß.',
    canvas: 'a6-klappkarte',
    groups: ['danke'],
    defaultFont: 'indie-flower',
    art: { theme: 'flowers', headline: 'Vielen Dank', font: 'indie-flower', seed: 127 },
    textDu:
      'Hallo {{Vorname}},\n\nweil echte Blumen nicht in den Briefkasten passen, kommen sie heute gezeichnet: vielen Dank für alles! Du hast mir eine große Freude gemacht.\n\nLiebe Grüße',
    textSie:
      'Guten Tag {{Vorname}} {{Nachname}},\n\nmit diesem kleinen Blumengruß möchte ich mich herzlich bei Ihnen bedanken. Ihre Aufmerksamkeit hat mich sehr gefreut.\n\nHerzliche Grüße',
    textIhr:
      'Hallo ihr Lieben,\n\nein bunter Strauß Dankeschön für euch! Ihr habt mir den Tag versüßt.\n\nLiebe Grüße',
  },
  {
    slug: 'danke-fuer-ihren-auftrag',
    name: 'Danke für Ihren Auftrag',
    order: 130,
    description:
      'Der persönliche Dank nach dem Kauf: klares Design, das Wertschätzung zeigt – ideal für Onlinehändler und Agenturen.',
    canvas: 'din-lang',
    groups: ['danke', 'business'],
    defaultFont: 'kalam',
    art: { theme: 'geometric', headline: 'Danke für Ihr Vertrauen', font: 'kalam', seed: 131 },
    // Business thanks in the Sie form only: the template opens on its Sie tab.
    textDu: '',
    textSie:
      'Guten Tag {{Vorname}} {{Nachname}},\n\nherzlichen Dank für Ihren Auftrag und das Vertrauen, das Sie {{Absender.Firma}} entgegenbringen. Wir freuen uns auf die Zusammenarbeit und sind bei Fragen jederzeit persönlich für Sie da.\n\nMit freundlichen Grüßen\n{{Absender.Name}}',
    textIhr: '',
  },
  {
    slug: 'danke-fuers-dabeisein',
    name: 'Danke fürs Dabeisein',
    order: 140,
    description:
      'Leichte Wimpelketten für den Dank nach der Feier – ob Hochzeit, Jubiläum oder Gartenfest.',
    canvas: 'a6-postkarte',
    groups: ['danke', 'einladung'],
    art: {
      theme: 'bunting',
      headline: 'Schön, dass du da warst',
      font: 'gloria-hallelujah',
      seed: 149,
    },
    textDu:
      'Hallo {{Vorname}},\n\ndanke, dass du mit uns gefeiert hast! Dein Lachen, deine Geschichten und deine Tanzeinlagen haben den Abend unvergesslich gemacht.\n\nBis ganz bald!',
    textSie:
      'Guten Tag {{Vorname}} {{Nachname}},\n\nvielen Dank, dass Sie unser Fest mit Ihrer Anwesenheit bereichert haben. Es war uns eine große Freude.\n\nHerzliche Grüße',
    textIhr:
      'Hallo ihr Lieben,\n\nschön, dass ihr da wart! Ohne euch wäre die Feier nur halb so schön gewesen. Danke für einen unvergesslichen Tag.\n\nAlles Liebe',
  },
];
