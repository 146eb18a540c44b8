// Shapes of the Strapi 5 REST answers the shop reads (flat format: fields sit next to
// `id` and `documentId`, no `attributes` wrapper).

export type MediaFormatName = 'large' | 'medium' | 'small' | 'thumbnail';

export interface StrapiMediaFormat {
  url: string;
  mime?: string | null;
  width?: number | null;
  height?: number | null;
}

export interface StrapiMedia {
  id?: number;
  documentId?: string;
  name?: string;
  alternativeText?: string | null;
  caption?: string | null;
  url: string;
  mime?: string | null;
  width?: number | null;
  height?: number | null;
  formats?: Partial<Record<MediaFormatName, StrapiMediaFormat>> | null;
  /** Changes when an editor replaces the file (whose url stays): the media url's version. */
  updatedAt?: string | null;
}

export interface StrapiPagination {
  page: number;
  pageSize: number;
  pageCount: number;
  total: number;
}

export interface StrapiList<T> {
  data: T[];
  meta: { pagination?: StrapiPagination };
}

export interface StrapiSingle<T> {
  data: T;
  meta?: Record<string, unknown>;
}

export interface StrapiEntity {
  id: number;
  documentId: string;
  createdAt?: string;
  updatedAt?: string;
  publishedAt?: string | null;
}

export type CanvasKind = 'postcard' | 'folded_card' | 'letter';

export interface Canvas extends StrapiEntity {
  key: string;
  name: string;
  widthInMillimeters: number;
  heightInMillimeters: number;
  kind: CanvasKind;
  featured: boolean;
}

export interface Group extends StrapiEntity {
  name: string;
  slug: string;
  featured: boolean;
}

/** A font as the font list returns it (`fields` name and slug plus the populated file). */
export interface Font extends StrapiEntity {
  name: string;
  slug: string;
  accountId?: string | null;
  /** The web font (WOFF); for a pen-only font the pen SVG itself (docs/pen-fonts.md). */
  file?: StrapiMedia | null;
  /** The pen font: a single-stroke SVG font the robot writes with (docs/pen-fonts.md). */
  penFont?: StrapiMedia | null;
}

export interface Template extends StrapiEntity {
  name: string;
  slug: string;
  order: number;
  description?: string | null;
  canvas?: Canvas | null;
  groups?: Group[] | null;
  previewImage?: StrapiMedia | null;
  frontImage?: StrapiMedia | null;
  textDu?: string | null;
  textSie?: string | null;
  textIhr?: string | null;
  defaultFont?: Font | null;
}

export interface TextContent extends StrapiEntity {
  key: string;
  content?: string | null;
  media?: StrapiMedia | null;
}
