import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::text-content.text-content');
