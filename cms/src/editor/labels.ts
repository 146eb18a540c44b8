import { allowedVariablesText } from './rules/templateRules';

// German labels, hints and layouts of the admin panel (issue #20), applied at every start by
// layouts.ts — reviewed like code, not clicked together in a database. A field missing here
// keeps Strapi's default; a label says what the field is, a hint what to put in it.

export interface FieldLabel {
  label: string;
  hint?: string;
  placeholder?: string;
  /** false: shown, not editable (made by the CMS itself). */
  editable?: boolean;
}

export interface TypeLayout {
  fields: Record<string, FieldLabel>;
  /** Columns of the list view. */
  list: string[];
  /** Rows of the edit view: field name and width (of 12). */
  edit: { name: string; size: number }[][];
  mainField: string;
  sortBy: string;
  sortOrder: 'ASC' | 'DESC';
}

const SLUG_HINT =
  'Adresse im Shop. Leer lassen: wird beim Speichern aus dem Namen gebildet (ä → ae, ß → ss).';

export const TEXT_KEY_SECTIONS: [string, string][] = [
  ['hero.*', 'Startseite, ganz oben (Überschrift, Text, Knopf, Bild)'],
  ['how.*', 'Startseite, „So einfach geht’s“ (vier Schritte)'],
  ['benefits.title, benefit1–4.*', 'Startseite, Vorteile'],
  ['fonts.*', 'Startseite, Abschnitt Handschriften'],
  ['personalisation.*', 'Startseite, Personalisierung (Text und Bild)'],
  ['video.*', 'Startseite, Video (Titel, Text, Standbild)'],
  ['companies.title, company1–6', 'Startseite, Kundenlogos (Text = Firmenname)'],
  ['faq.title, faq1–8.question/answer', 'Startseite, Häufige Fragen'],
  ['footer.*', 'jede Seite, Fußzeile'],
];

const textKeyHint = `Wo der Text erscheint: ${TEXT_KEY_SECTIONS.map(([k, where]) => `${k} = ${where}`).join('; ')}. Mit „@sie“ am Ende (z. B. hero.text@sie) ist es die Sie-Form desselben Textes.`;

const cardTextHint = (form: string) =>
  `Standardtext der Karte in der ${form}. Variablen: ${allowedVariablesText()}; Platzhalter wie [Datum] füllt die Kundin selbst aus.`;

export const LAYOUTS: Record<string, TypeLayout> = {
  'api::template.template': {
    fields: {
      name: { label: 'Name', hint: 'So heißt die Vorlage im Shop. Jeder Name nur einmal.' },
      slug: { label: 'Adresse (Slug)', hint: SLUG_HINT },
      order: {
        label: 'Reihenfolge',
        hint: 'Kleinere Zahlen stehen in der Produktliste weiter vorn.',
      },
      description: { label: 'Beschreibung', hint: 'Ein, zwei Sätze für die Produktliste.' },
      editorWarnings: {
        label: 'Hinweise vor dem Veröffentlichen',
        hint: 'Wird bei jedem Speichern neu geprüft: was noch fehlt, bevor die Vorlage veröffentlicht werden kann. Leer = bereit.',
        editable: false,
      },
      canvas: {
        label: 'Format',
        hint: 'Kartenformat, z. B. A6 Postkarte. Das interne Format wird im Shop nicht angeboten.',
      },
      groups: { label: 'Gruppen', hint: 'Anlässe und Themen, nach denen Kundinnen filtern.' },
      previewImage: {
        label: 'Vorschaubild',
        hint: 'Für die Produktliste: PNG oder JPG, etwa 600 px breit (mindestens 400 px), im Seitenverhältnis des Formats.',
      },
      frontImage: {
        label: 'Vorderseite',
        hint: 'Das gedruckte Motiv für den Konfigurator: PNG oder JPG, mindestens 150 dpi über die Breite des Formats (A6: 875 px, A5 und DIN lang: 1241 px; ohne Format 1200 px).',
      },
      textDu: { label: 'Text (du)', hint: cardTextHint('Du-Form') },
      textSie: { label: 'Text (Sie)', hint: cardTextHint('Sie-Form') },
      textIhr: { label: 'Text (ihr)', hint: `${cardTextHint('Ihr-Form')} Optional.` },
      defaultFont: {
        label: 'Standardschrift',
        hint: 'Mit dieser Handschrift öffnet der Konfigurator. Nur Schriften für alle Kunden.',
      },
    },
    list: ['name', 'canvas', 'order', 'updatedAt'],
    edit: [
      [{ name: 'editorWarnings', size: 12 }],
      [
        { name: 'name', size: 6 },
        { name: 'slug', size: 6 },
      ],
      [{ name: 'description', size: 12 }],
      [
        { name: 'canvas', size: 6 },
        { name: 'groups', size: 6 },
      ],
      [
        { name: 'previewImage', size: 6 },
        { name: 'frontImage', size: 6 },
      ],
      [{ name: 'textDu', size: 12 }],
      [{ name: 'textSie', size: 12 }],
      [{ name: 'textIhr', size: 12 }],
      [
        { name: 'defaultFont', size: 6 },
        { name: 'order', size: 6 },
      ],
    ],
    mainField: 'name',
    sortBy: 'order',
    sortOrder: 'ASC',
  },
  'api::font.font': {
    fields: {
      name: { label: 'Name', hint: 'So heißt die Handschrift im Konfigurator.' },
      slug: { label: 'Adresse (Slug)', hint: SLUG_HINT },
      accountId: {
        label: 'Nur für Kundenkonto',
        hint: 'Leer = für alle Kundinnen und Kunden. Sonst die Konto-ID, der die Schrift allein gehört.',
      },
      file: {
        label: 'Schriftdatei (Web)',
        hint: 'WOFF, TTF oder OTF (kein WOFF2). Damit setzt und zeigt der Shop die Karten.',
      },
      penFont: {
        label: 'Stiftschrift (Roboter)',
        hint: 'Einstrichige SVG-Schrift, die der Roboter schreibt (siehe docs/pen-fonts.md).',
      },
      sample: {
        label: 'Schriftprobe',
        hint: 'Wird beim Speichern aus der Schriftdatei erzeugt – nicht selbst hochladen.',
      },
    },
    list: ['name', 'sample', 'accountId', 'updatedAt'],
    edit: [
      [
        { name: 'name', size: 6 },
        { name: 'slug', size: 6 },
      ],
      [
        { name: 'file', size: 6 },
        { name: 'penFont', size: 6 },
      ],
      [{ name: 'sample', size: 12 }],
      [{ name: 'accountId', size: 6 }],
    ],
    mainField: 'name',
    sortBy: 'name',
    sortOrder: 'ASC',
  },
  'api::group.group': {
    fields: {
      name: { label: 'Name', hint: 'Anlass oder Thema, z. B. „Geburtstag“.' },
      slug: { label: 'Adresse (Slug)', hint: SLUG_HINT },
      featured: {
        label: 'Hervorgehoben',
        hint: 'Hervorgehobene Gruppen stehen als Filter ganz vorn.',
      },
    },
    list: ['name', 'featured', 'updatedAt'],
    edit: [
      [
        { name: 'name', size: 6 },
        { name: 'slug', size: 6 },
      ],
      [{ name: 'featured', size: 4 }],
    ],
    mainField: 'name',
    sortBy: 'name',
    sortOrder: 'ASC',
  },
  'api::canvas.canvas': {
    fields: {
      key: {
        label: 'Schlüssel',
        hint: 'Fester Schlüssel für Programme (z. B. a6-postkarte). Nach dem Anlegen nicht mehr ändern.',
      },
      name: { label: 'Name', hint: 'So heißt das Format im Shop.' },
      widthInMillimeters: {
        label: 'Breite (mm)',
        hint: 'Vorderseite in Schreibrichtung; bei Klappkarten geschlossen. 0 = internes Format, wird nicht angeboten.',
      },
      heightInMillimeters: { label: 'Höhe (mm)' },
      kind: { label: 'Art', hint: 'Postkarte, Klappkarte oder Brief.' },
      featured: { label: 'Hervorgehoben' },
    },
    list: ['name', 'widthInMillimeters', 'heightInMillimeters', 'kind'],
    edit: [
      [
        { name: 'name', size: 6 },
        { name: 'key', size: 6 },
      ],
      [
        { name: 'widthInMillimeters', size: 4 },
        { name: 'heightInMillimeters', size: 4 },
        { name: 'kind', size: 4 },
      ],
      [{ name: 'featured', size: 4 }],
    ],
    mainField: 'name',
    sortBy: 'name',
    sortOrder: 'ASC',
  },
  'api::text-content.text-content': {
    fields: {
      key: { label: 'Schlüssel', hint: textKeyHint },
      content: {
        label: 'Text',
        hint: 'Der Text, wie er im Shop steht. Bei Bildern: die Bildbeschreibung für Screenreader.',
      },
      media: {
        label: 'Bild oder Video',
        hint: 'Nur bei Bild-Schlüsseln (hero.image: etwa 1600 × 1000 px; Logos: PNG/SVG mit transparentem Hintergrund).',
      },
    },
    list: ['key', 'content', 'updatedAt'],
    edit: [
      [{ name: 'key', size: 12 }],
      [{ name: 'content', size: 12 }],
      [{ name: 'media', size: 6 }],
    ],
    mainField: 'key',
    sortBy: 'key',
    sortOrder: 'ASC',
  },
  'api::log.log': {
    fields: {
      eventLevel: { label: 'Stufe' },
      message: { label: 'Meldung' },
      eventDate: { label: 'Zeitpunkt' },
      data: {
        label: 'Daten',
        hint: 'Was der Browser mitgeschickt hat. Kann personenbezogene Daten enthalten.',
      },
    },
    list: ['eventDate', 'eventLevel', 'message'],
    edit: [
      [{ name: 'message', size: 12 }],
      [
        { name: 'eventLevel', size: 4 },
        { name: 'eventDate', size: 8 },
      ],
      [{ name: 'data', size: 12 }],
    ],
    mainField: 'message',
    sortBy: 'eventDate',
    sortOrder: 'DESC',
  },
};
