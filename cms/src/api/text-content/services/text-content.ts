import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::text-content.text-content');
