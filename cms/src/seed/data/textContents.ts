/**
 * Home page texts. `du` is the base form (key as is); where the address form matters the
 * Sie form is stored under the same key with the suffix `@sie`.
 * For media entries `content` is the alternative text of the image (or the company name).
 */
export type MediaKind = 'hero' | 'personalisation' | 'videoPoster' | `logo${1 | 2 | 3 | 4 | 5 | 6}`;

export interface TextContentSeed {
  key: string;
  du: string;
  sie?: string;
  media?: MediaKind;
}

export const textContents: TextContentSeed[] = [
  // ── Hero ───────────────────────────────────────────────────────────────────
  { key: 'hero.title', du: 'Handgeschrieben. Mit echtem Stift.' },
  {
    key: 'hero.text',
    du: 'Du gestaltest deine Karte am Bildschirm – unser Schreibroboter schreibt sie mit echter Tinte, Wort für Wort. So persönlich wie von Hand, ob für eine einzige Karte oder für tausend.',
    sie: 'Sie gestalten Ihre Karte am Bildschirm – unser Schreibroboter schreibt sie mit echter Tinte, Wort für Wort. So persönlich wie von Hand, ob für eine einzige Karte oder für tausend.',
  },
  { key: 'hero.cta', du: 'Jetzt Karte gestalten', sie: 'Jetzt Ihre Karte gestalten' },
  {
    key: 'hero.image',
    du: 'Ein Roboterarm schreibt mit einem Füller eine Geburtstagskarte: „Liebe Anna, alles Gute zum Geburtstag!“',
    media: 'hero',
  },
  // ── So funktioniert's ──────────────────────────────────────────────────────
  { key: 'how.title', du: 'So einfach geht’s' },
  { key: 'how.step1.title', du: 'Vorlage wählen' },
  {
    key: 'how.step1.text',
    du: 'Such dir aus über 20 Motiven für Geburtstag, Weihnachten, Danke, Business und mehr das passende aus – als Postkarte, Klappkarte oder Brief.',
    sie: 'Wählen Sie aus über 20 Motiven für Geburtstag, Weihnachten, Danke, Business und mehr das passende aus – als Postkarte, Klappkarte oder Brief.',
  },
  { key: 'how.step2.title', du: 'Text schreiben' },
  {
    key: 'how.step2.text',
    du: 'Schreib deinen Text in deinen eigenen Worten oder starte mit unserer Vorlage. Platzhalter wie {{Vorname}} machen jede Karte persönlich.',
    sie: 'Schreiben Sie Ihren Text in eigenen Worten oder starten Sie mit unserer Vorlage. Platzhalter wie {{Vorname}} machen jede Karte persönlich.',
  },
  { key: 'how.step3.title', du: 'Empfänger hinzufügen' },
  {
    key: 'how.step3.text',
    du: 'Trag deine Empfänger direkt in die Tabelle ein oder lade einfach eine Excel-Liste hoch – wir prüfen jede Adresse für dich.',
    sie: 'Tragen Sie Ihre Empfänger direkt in die Tabelle ein oder laden Sie einfach eine Excel-Liste hoch – wir prüfen jede Adresse für Sie.',
  },
  { key: 'how.step4.title', du: 'Wir schreiben und versenden' },
  {
    key: 'how.step4.text',
    du: 'Unser Roboter schreibt jede Karte mit echtem Füller, wir kuvertieren, frankieren und bringen sie zur Post. Du lehnst dich zurück.',
    sie: 'Unser Roboter schreibt jede Karte mit echtem Füller, wir kuvertieren, frankieren und bringen sie zur Post. Sie lehnen sich zurück.',
  },
  // ── Vorteile ───────────────────────────────────────────────────────────────
  { key: 'benefits.title', du: 'Warum Federkiel?' },
  { key: 'benefit1.title', du: 'Echte Tinte, echter Stift' },
  {
    key: 'benefit1.text',
    du: 'Kein Druck, kein Font-Trick: Jede Zeile wird mit einem echten Füller geschrieben. Man sieht und fühlt den Unterschied – deine Empfänger auch.',
    sie: 'Kein Druck, kein Font-Trick: Jede Zeile wird mit einem echten Füller geschrieben. Man sieht und fühlt den Unterschied – Ihre Empfänger auch.',
  },
  { key: 'benefit2.title', du: 'Persönlich, auch in großer Zahl' },
  {
    key: 'benefit2.text',
    du: 'Ob zehn Geburtstagskarten oder tausend Kundenbriefe: Jede Karte trägt den Namen und die Worte, die du für genau diesen Menschen gewählt hast.',
    sie: 'Ob zehn Geburtstagskarten oder tausend Kundenbriefe: Jede Karte trägt den Namen und die Worte, die Sie für genau diesen Menschen gewählt haben.',
  },
  { key: 'benefit3.title', du: 'Hochwertiges Papier' },
  {
    key: 'benefit3.text',
    du: 'Wir schreiben auf festem, naturweißem Karton aus nachhaltiger Forstwirtschaft – mit passendem Umschlag und echter Briefmarke.',
  },
  { key: 'benefit4.title', du: 'Pünktlich verschickt' },
  {
    key: 'benefit4.text',
    du: 'Wähl dein Versanddatum, und deine Karten kommen genau dann an, wenn sie sollen – direkt zu den Empfängern oder gesammelt zu dir.',
    sie: 'Wählen Sie Ihr Versanddatum, und Ihre Karten kommen genau dann an, wenn sie sollen – direkt zu den Empfängern oder gesammelt zu Ihnen.',
  },
  // ── Schriften ──────────────────────────────────────────────────────────────
  { key: 'fonts.title', du: 'Handschriften mit Charakter' },
  {
    key: 'fonts.text',
    du: 'Schwungvoll, verspielt oder ganz klar: Wähle aus unseren Handschriften die, die zu dir und deinem Anlass passt. Auf Wunsch digitalisieren wir sogar deine eigene Handschrift.',
    sie: 'Schwungvoll, verspielt oder ganz klar: Wählen Sie aus unseren Handschriften die, die zu Ihnen und Ihrem Anlass passt. Auf Wunsch digitalisieren wir sogar Ihre eigene Handschrift.',
  },
  // ── Personalisierung ───────────────────────────────────────────────────────
  { key: 'personalisation.title', du: 'Jede Karte ein Unikat' },
  {
    key: 'personalisation.text',
    du: 'Mit Platzhaltern wie {{Vorname}}, {{Nachname}} oder {{Firma}} schreibst du einen Text – und jede Karte spricht ihren Empfänger trotzdem ganz persönlich an. Für Freunde per du, für Geschäftskontakte per Sie.',
    sie: 'Mit Platzhaltern wie {{Vorname}}, {{Nachname}} oder {{Firma}} schreiben Sie einen Text – und jede Karte spricht ihren Empfänger trotzdem ganz persönlich an. Für Freunde per du, für Geschäftskontakte per Sie.',
  },
  {
    key: 'personalisation.image',
    du: 'Eine Vorlage mit dem Platzhalter {{Vorname}} wird zu drei persönlichen Karten für Anna, Jonas und Frau Weber.',
    media: 'personalisation',
  },
  // ── Video ──────────────────────────────────────────────────────────────────
  {
    key: 'video.title',
    du: 'Schau dem Roboter über die Schulter',
    sie: 'Schauen Sie dem Roboter über die Schulter',
  },
  {
    key: 'video.text',
    du: 'In 60 Sekunden siehst du, wie aus deinem Text eine echte, handgeschriebene Karte wird – vom ersten Strich bis zum Umschlag.',
    sie: 'In 60 Sekunden sehen Sie, wie aus Ihrem Text eine echte, handgeschriebene Karte wird – vom ersten Strich bis zum Umschlag.',
  },
  {
    key: 'video.poster',
    du: 'Der Schreibroboter schreibt eine Dankeskarte an Jonas.',
    media: 'videoPoster',
  },
  // ── Unternehmen ────────────────────────────────────────────────────────────
  { key: 'companies.title', du: 'Diese Unternehmen schreiben schon mit uns' },
  { key: 'company1', du: 'Nordlicht Versicherung', media: 'logo1' },
  { key: 'company2', du: 'Bäckerei Sonnenkorn', media: 'logo2' },
  { key: 'company3', du: 'Weber & Partner', media: 'logo3' },
  { key: 'company4', du: 'Grünwerk Energie', media: 'logo4' },
  { key: 'company5', du: 'Hansen Immobilien', media: 'logo5' },
  { key: 'company6', du: 'Atelier Blau', media: 'logo6' },
  // ── FAQ ────────────────────────────────────────────────────────────────────
  { key: 'faq.title', du: 'Häufige Fragen' },
  { key: 'faq1.question', du: 'Ist das wirklich handgeschrieben?' },
  {
    key: 'faq1.answer',
    du: 'Ja. Unser Schreibroboter führt einen echten Füller mit echter Tinte über das Papier. Jede Zeile entsteht Strich für Strich – mit kleinen natürlichen Unregelmäßigkeiten, wie bei einer Handschrift. Gedruckt wird nichts.',
  },
  { key: 'faq2.question', du: 'Wie lange dauert es, bis meine Karten ankommen?' },
  {
    key: 'faq2.answer',
    du: 'Wir schreiben deine Karten in der Regel innerhalb von 2–3 Werktagen und übergeben sie dann der Deutschen Post. Du kannst auch ein späteres Versanddatum wählen, zum Beispiel für Geburtstage oder Weihnachten.',
    sie: 'Wir schreiben Ihre Karten in der Regel innerhalb von 2–3 Werktagen und übergeben sie dann der Deutschen Post. Sie können auch ein späteres Versanddatum wählen, zum Beispiel für Geburtstage oder Weihnachten.',
  },
  { key: 'faq3.question', du: 'Kann ich Karten direkt an meine Empfänger schicken lassen?' },
  {
    key: 'faq3.answer',
    du: 'Ja. Wir kuvertieren, adressieren (natürlich auch von Hand) und frankieren jede Karte und schicken sie direkt an deine Empfänger. Alternativ senden wir dir alle Karten gesammelt zu.',
    sie: 'Ja. Wir kuvertieren, adressieren (natürlich auch von Hand) und frankieren jede Karte und schicken sie direkt an Ihre Empfänger. Alternativ senden wir Ihnen alle Karten gesammelt zu.',
  },
  { key: 'faq4.question', du: 'Wie füge ich viele Empfänger auf einmal hinzu?' },
  {
    key: 'faq4.answer',
    du: 'Lade unsere Excel-Vorlage herunter, trag deine Empfänger ein und lade die Datei wieder hoch. Wir übernehmen Namen, Adressen und eigene Variablen automatisch in deine Karten.',
    sie: 'Laden Sie unsere Excel-Vorlage herunter, tragen Sie Ihre Empfänger ein und laden Sie die Datei wieder hoch. Wir übernehmen Namen, Adressen und eigene Variablen automatisch in Ihre Karten.',
  },
  { key: 'faq5.question', du: 'Kann ich mein Logo oder eigene Bilder verwenden?' },
  {
    key: 'faq5.answer',
    du: 'Ja. Du kannst ein Logo sowie ein Hintergrundbild für die Außen- und Innenseite hochladen (PNG oder JPG, mindestens 150 DPI). Wir prüfen die Qualität direkt beim Hochladen.',
    sie: 'Ja. Sie können ein Logo sowie ein Hintergrundbild für die Außen- und Innenseite hochladen (PNG oder JPG, mindestens 150 DPI). Wir prüfen die Qualität direkt beim Hochladen.',
  },
  { key: 'faq6.question', du: 'Was kostet eine handgeschriebene Karte?' },
  {
    key: 'faq6.answer',
    du: 'Der Preis hängt von Format, Textlänge und Menge ab. Eine Standard-A6-Karte mit bis zu 275 Zeichen ist unser Richtwert; ab größeren Mengen gibt es Staffelrabatte. Den genauen Preis siehst du vor der Bestellung – alle Preise inkl. 19 % MwSt., zzgl. Porto.',
    sie: 'Der Preis hängt von Format, Textlänge und Menge ab. Eine Standard-A6-Karte mit bis zu 275 Zeichen ist unser Richtwert; ab größeren Mengen gibt es Staffelrabatte. Den genauen Preis sehen Sie vor der Bestellung – alle Preise inkl. 19 % MwSt., zzgl. Porto.',
  },
  { key: 'faq7.question', du: 'Kann ich meine Karte speichern und später weitermachen?' },
  {
    key: 'faq7.answer',
    du: 'Ja. Melde dich an und speichere deine Karte als Entwurf. In deinem Profil findest du alle Entwürfe, Bestellungen und Empfängerlisten wieder.',
    sie: 'Ja. Melden Sie sich an und speichern Sie Ihre Karte als Entwurf. In Ihrem Profil finden Sie alle Entwürfe, Bestellungen und Empfängerlisten wieder.',
  },
  { key: 'faq8.question', du: 'Kann ich in meiner eigenen Handschrift schreiben lassen?' },
  {
    key: 'faq8.answer',
    du: 'Ja. Schick uns eine Schriftprobe, und wir erstellen daraus deine persönliche Handschrift. Sie steht danach nur in deinem Konto zur Verfügung.',
    sie: 'Ja. Senden Sie uns eine Schriftprobe, und wir erstellen daraus Ihre persönliche Handschrift. Sie steht danach nur in Ihrem Konto zur Verfügung.',
  },
  // ── Footer ─────────────────────────────────────────────────────────────────
  { key: 'footer.claim', du: 'Federkiel – weil Handgeschriebenes ankommt.' },
];

/** Every key the web app relies on (base form); the test checks that all of them exist. */
export const requiredTextKeys: string[] = [
  'hero.title',
  'hero.text',
  'hero.cta',
  'hero.image',
  'how.title',
  ...[1, 2, 3, 4].flatMap((i) => [`how.step${i}.title`, `how.step${i}.text`]),
  'benefits.title',
  ...[1, 2, 3, 4].flatMap((i) => [`benefit${i}.title`, `benefit${i}.text`]),
  'fonts.title',
  'fonts.text',
  'personalisation.title',
  'personalisation.text',
  'personalisation.image',
  'video.title',
  'video.text',
  'video.poster',
  'companies.title',
  ...[1, 2, 3, 4, 5, 6].map((i) => `company${i}`),
  'faq.title',
  ...[1, 2, 3, 4, 5, 6, 7, 8].flatMap((i) => [`faq${i}.question`, `faq${i}.answer`]),
  'footer.claim',
];
