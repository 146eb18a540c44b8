import { VARIABLE_NAME_PATTERN } from '@federkiel/machines/configurator/schema';
import { PERSONALISATIONS } from '@federkiel/machines/configurator/vocabulary';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import {
  recipientTemplateCsv,
  recipientTemplateXlsx,
  type TemplateOptions,
} from '../../configurations/recipientTemplate.ts';
import { ClientError } from '../../http/errors.ts';

// GET /swell/recipients/template.xlsx and template.csv: the recipient list to fill in.
// Optional query: `personalisation` (adds the Freitext column for free_text, the custom
// variables for variable_blocks) and `variables=Geschenk,Datum` (or repeated).

const MAX_VARIABLES = 30;

const querySchema = z.object({
  personalisation: z.enum(PERSONALISATIONS).optional(),
  variables: z
    .union([z.string().max(2000), z.array(z.string().max(100)).max(MAX_VARIABLES)])
    .optional(),
});

function templateOptions(query: unknown, maxCards: number): TemplateOptions {
  const parsed = querySchema.safeParse(query ?? {});
  if (!parsed.success) {
    throw new ClientError(
      400,
      'invalid_request',
      `Unbekannte Art der Personalisierung (erlaubt: ${PERSONALISATIONS.join(', ')}) oder ungültige Platzhalter.`,
    );
  }
  const raw = parsed.data.variables ?? [];
  const names = (Array.isArray(raw) ? raw : raw.split(','))
    .map((name) => name.trim())
    .filter(Boolean);
  const bad = names.find((name) => !VARIABLE_NAME_PATTERN.test(name));
  if (bad !== undefined || names.length > MAX_VARIABLES) {
    throw new ClientError(
      400,
      'invalid_request',
      bad !== undefined
        ? `Ungültiger Platzhaltername „${bad.slice(0, 40)}“: erlaubt sind Buchstaben, Ziffern, „_“ und „-“, ohne Leerzeichen.`
        : `Höchstens ${MAX_VARIABLES} Platzhalter.`,
      'variables',
    );
  }
  const personalisation = parsed.data.personalisation ?? null;
  return {
    personalisation,
    // Only variable_blocks has custom variables (machines' `templateHeaders`).
    customVariables: [...new Set(names)],
    maxCards,
  };
}

function attachment(ascii: string, utf8: string): string {
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(utf8)}`;
}

export const recipientTemplateRoutes: FastifyPluginAsync = async (app) => {
  const { maxCards } = app.config;

  app.get('/recipients/template.xlsx', async (request, reply) => {
    const options = templateOptions(request.query, maxCards);
    const body = await recipientTemplateXlsx(options);
    return reply
      .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header(
        'content-disposition',
        attachment('empfaenger-vorlage.xlsx', 'Empfänger-Vorlage.xlsx'),
      )
      .header('cache-control', 'no-cache')
      .send(body);
  });

  app.get('/recipients/template.csv', async (request, reply) => {
    const options = templateOptions(request.query, maxCards);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', attachment('empfaenger-vorlage.csv', 'Empfänger-Vorlage.csv'))
      .header('cache-control', 'no-cache')
      .send(recipientTemplateCsv(options));
  });
};
